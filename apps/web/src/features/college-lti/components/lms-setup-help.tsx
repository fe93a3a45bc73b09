import type { LtiToolUrls } from '@placement/contract';
import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import { ScrollRegion } from '../../../ui/scroll-region';
import { canvasDeveloperKey } from '../utils/canvas-key';

function Steps({ children }: { children: ReactNode }) {
  return <ol className="mt-2 list-decimal space-y-2 pl-5">{children}</ol>;
}

function Guide({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-slate-200 px-4 py-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{title}</summary>
      {children}
    </details>
  );
}

/** A value to copy, as the LMS's form names it. */
const Value = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 break-all">{children}</code>
);

/**
 * The steps to connect Moodle or Canvas, on the settings screen itself (a college's IT team has this page, not the
 * platform's repository), with this platform's own addresses filled in.
 */
export function LmsSetupHelp({ tool }: { tool: LtiToolUrls }) {
  return (
    <Card title="How to connect your LMS">
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          Register Placement in your LMS as an LTI 1.3 tool with the addresses above, then register the LMS
          below with the values it shows you. Use a new window for the tool: a proctored test needs the full
          screen.
        </p>
        <Guide title="Moodle (4.x)">
          <Steps>
            <li>
              Site administration → Plugins → Activity modules → External tool → Manage tools →{' '}
              <strong>configure a tool manually</strong>:
              <ul className="mt-1 list-disc space-y-1 pl-5">
                <li>
                  Tool URL <Value>{tool.launchUrl}</Value>
                </li>
                <li>
                  LTI version <strong>LTI 1.3</strong>, Public key type <strong>Keyset URL</strong>
                </li>
                <li>
                  Public keyset <Value>{tool.jwksUrl}</Value>
                </li>
                <li>
                  Initiate login URL <Value>{tool.loginUrl}</Value>
                </li>
                <li>
                  Redirection URI(s) <Value>{tool.redirectUrls.join(' ')}</Value>
                </li>
                <li>
                  Default launch container <strong>New window</strong>
                </li>
              </ul>
            </li>
            <li>
              Tick <strong>Supports Deep Linking</strong>, Content Selection URL{' '}
              <Value>{tool.deepLinkingUrl}</Value>.
            </li>
            <li>
              Services: Assignment and Grade Services <strong>for grade sync and column management</strong>,
              and Names and Role Provisioning <strong>as per privacy settings</strong> (for the roster sync).
              Privacy: share the launcher's name, and the e-mail if synced learners should get accounts with
              it.
            </li>
            <li>
              Save, then open the tool's <strong>View configuration details</strong>: it shows the Platform ID
              (our Issuer), Client ID, Deployment ID and the keyset, access token and authentication request
              URLs to enter below.
            </li>
            <li>
              In a course, add an <strong>External tool</strong> activity and press{' '}
              <strong>Select content</strong> to pick an assessment; it comes back with a gradebook column.
            </li>
          </Steps>
        </Guide>
        <Guide title="Canvas">
          <Steps>
            <li>
              Admin → Developer Keys → <strong>+ Developer Key → + LTI Key</strong>, Method{' '}
              <strong>Paste JSON</strong>, and paste:
              <ScrollRegion
                label="Canvas developer key (JSON)"
                className="mt-2 max-h-64 overflow-y-auto rounded-lg bg-slate-900"
              >
                <pre className="p-3 text-xs text-slate-100">{canvasDeveloperKey(tool)}</pre>
              </ScrollRegion>
            </li>
            <li>
              Save and switch the key <strong>ON</strong>; the number in its Details column is the Client ID.
            </li>
            <li>
              Settings → Apps → View App Configurations → <strong>+ App → By Client ID</strong>; the app's
              gear → Deployment Id shows the deployment id.
            </li>
            <li>
              Below, Canvas Cloud's values are: Issuer <Value>https://canvas.instructure.com</Value>, keyset{' '}
              <Value>https://sso.canvaslms.com/api/lti/security/jwks</Value>, authentication request URL{' '}
              <Value>https://sso.canvaslms.com/api/lti/authorize_redirect</Value>, access token URL{' '}
              <Value>https://sso.canvaslms.com/login/oauth2/token</Value> (a self-hosted Canvas: its own host,
              same paths).
            </li>
            <li>
              Create an assignment with submission type <strong>External Tool</strong>, Find → Placement, and
              pick the assessment.
            </li>
          </Steps>
        </Guide>
        <p>
          Once registered, press <strong>Test connection</strong> beside the LMS: each step says what works or
          what to fix. Then open the activity as a student and as a teacher; each launch and each score sent
          back is listed under the registration.
        </p>
      </div>
    </Card>
  );
}
