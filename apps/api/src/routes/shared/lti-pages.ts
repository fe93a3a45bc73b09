import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
li{margin:.75rem 0;list-style:none}ul{padding:0}.muted{color:#4b5563}`;

/**
 * Sends one of the LTI pages. They are shown inside the LMS (often in an iframe), so unlike the app they may
 * be framed by any site; scripts still come only from us (/api/lti/page.js), and forms post only to us or to
 * the LMS address the page names.
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  formTarget?: string,
) {
  const formAction = formTarget ? ` ${new URL(formTarget).origin}` : '';
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'${formAction}; frame-ancestors *`,
    )
    .removeHeader('x-frame-options');
  return reply.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)} · Placement</title><style>${STYLE}</style>` +
      `<script src="/api/lti/page.js" defer></script></head><body><main>${body}</main></body></html>`,
  );
}

export const refusalPage = (reply: FastifyReply, status: number, message: string) =>
  sendPage(
    reply,
    status,
    'Launch refused',
    `<h1>Placement could not open this activity</h1><p role="alert">${escapeHtml(message)}</p>`,
  );

/** Where a verified student launch lands: page.js trades the code in the address's fragment for a session. */
export const handoffPage = (reply: FastifyReply) =>
  sendPage(
    reply,
    200,
    'Opening your test',
    `<div id="lti-handoff"><h1>Opening your test…</h1><p id="lti-status" role="status">Signing you in.</p>` +
      `<div id="lti-framed" hidden><p>Proctored tests run full screen in their own window.</p>` +
      `<button type="button" id="lti-open">Open in a new window</button>` +
      `<p class="muted" id="lti-opened" hidden>The test opened in a new window. You can close this one.</p></div></div>`,
  );

/** What an instructor who opens a student link sees: the assessment it opens, and where to manage it. */
export function instructorPage(
  reply: FastifyReply,
  assessment: { name: string; status: string; portalUrl: string } | null,
) {
  if (!assessment)
    return sendPage(
      reply,
      200,
      'Not linked yet',
      `<h1>This link does not open an assessment yet</h1><p>Edit the activity in your LMS and pick a ` +
        `Placement assessment for it (deep linking); students who open it then land in that assessment.</p>`,
    );
  const closed =
    assessment.status === 'published'
      ? ''
      : `<p role="status">It is not published yet: students cannot open it.</p>`;
  return sendPage(
    reply,
    200,
    assessment.name,
    `<h1>${escapeHtml(assessment.name)}</h1><p>Students who open this link from the course go straight into ` +
      `this assessment, and their scores reach the gradebook once results are released.</p>${closed}` +
      `<p>Bring in the course's roster, follow grades and manage the assessment in the college portal: ` +
      `<a href="${escapeHtml(assessment.portalUrl)}" target="_blank" rel="noopener">open it in Placement</a>.</p>`,
  );
}

export function deepLinkPickerPage(
  reply: FastifyReply,
  code: string,
  choices: { id: string; name: string; description: string }[],
) {
  const items = choices.map(
    (c) =>
      `<li><form method="post" action="/api/lti/deep-link"><input type="hidden" name="code" value="${escapeHtml(code)}">` +
      `<input type="hidden" name="assessmentId" value="${escapeHtml(c.id)}"><strong>${escapeHtml(c.name)}</strong> ` +
      `<button type="submit" aria-label="Pick ${escapeHtml(c.name)}">Pick</button>` +
      (c.description ? `<br><span class="muted">${escapeHtml(c.description.slice(0, 200))}</span>` : '') +
      `</form></li>`,
  );
  return sendPage(
    reply,
    200,
    'Pick an assessment',
    `<h1>Pick a Placement assessment for this course</h1>` +
      (items.length
        ? `<ul>${items.join('')}</ul>`
        : `<p>Your college has no published assessments yet. Publish one in the college portal first.</p>`),
  );
}

/** The signed deep-linking response, posted to the LMS by page.js (or by the button without scripts). */
export const deepLinkReturnPage = (reply: FastifyReply, returnUrl: string, jwt: string) =>
  sendPage(
    reply,
    200,
    'Returning to your LMS',
    `<h1>Returning to your LMS…</h1><form id="lti-auto-post" method="post" action="${escapeHtml(returnUrl)}">` +
      `<input type="hidden" name="JWT" value="${escapeHtml(jwt)}"><button type="submit">Continue</button></form>`,
    returnUrl,
  );

/** The one script of the LTI pages (served, not inline, so the CSP can keep script-src 'self'). */
export const PAGE_SCRIPT = `(function () {
  var post = document.getElementById('lti-auto-post');
  if (post) { post.submit(); return; }
  var box = document.getElementById('lti-handoff');
  if (!box) return;
  var status = document.getElementById('lti-status');
  var code = new URLSearchParams(location.hash.slice(1)).get('code');
  if (!code) { status.textContent = 'This sign-in link is incomplete. Open the activity from your LMS again.'; return; }
  var framed = true;
  try { framed = window.self !== window.top; } catch (e) { framed = true; }
  if (framed) {
    status.hidden = true;
    document.getElementById('lti-framed').hidden = false;
    document.getElementById('lti-open').addEventListener('click', function () {
      window.open(location.href, '_blank', 'noopener');
      document.getElementById('lti-opened').hidden = false;
    });
    return;
  }
  history.replaceState(null, '', location.pathname);
  fetch('/api/lti/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: code }) })
    .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
    .then(function (result) {
      if (!result.ok) { status.textContent = result.body.message || 'Sign-in failed.'; return; }
      localStorage.setItem('token', result.body.token);
      location.replace(result.body.next);
    })
    .catch(function () { status.textContent = 'Placement could not be reached. Open the activity from your LMS again.'; });
})();
`;
