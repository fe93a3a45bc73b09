export type ReceivedMail = { from: string; to: string[]; raw: string; receivedAt: string };

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of every MIME part, decoded (no mailparser here: it cannot be installed). */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const headers = part.slice(0, split);
      const body = part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      return body;
    })
    .join('\n');
}

export async function fetchMails(): Promise<ReceivedMail[]> {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: run through playwright.config.ts (global setup)');
  const response = await fetch(url);
  return (await response.json()) as ReceivedMail[];
}

/** Polls the loopback mailbox for the newest mail to `to` received after `since`. */
export async function waitForMail(to: string, since: Date, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await fetchMails();
    const match = mails
      .filter((m) => m.to.includes(to.toLowerCase()) && new Date(m.receivedAt) >= since)
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function resetLinkIn(mail: ReceivedMail): string {
  const text = mailText(mail.raw);
  const link = /https?:\/\/[^\s"'<>]+\/password\/reset\/[^\s"'<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${text.slice(0, 2000)}`);
  return link.replace(/&amp;/g, '&');
}
