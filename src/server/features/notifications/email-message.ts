import { PRODUCT_NAME } from '@shared/domain';
import { SWITCH_LABELS } from '@shared/schemas/notifications';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../mail/mailer';
import type { Fact, NoticeSection } from './notices';
import type { SwitchKey } from './unsubscribe';

export interface EmailInput {
  outboxId: number;
  to: string;
  recipientName: string;
  title: string;
  body: string;
  link: string;
  facts: Fact[];
  sections: NoticeSection[];
  publicUrl: string;
  /** The switch the unsubscribe link turns off, and the signed link itself. */
  switchKey: SwitchKey;
  unsubscribeUrl: string;
}

/** App paths become links into the app; absolute http(s) links stay; anything else is dropped. */
function absolute(href: string | undefined, publicUrl: string): string | undefined {
  if (!href) return undefined;
  if (href.startsWith('/')) return `${publicUrl}${href}`;
  return /^https?:\/\//i.test(href) ? href : undefined;
}

const anchor = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}" style="color:#2563eb">${escapeHtml(text)}</a>`;

/** One notice as an email: plain text and HTML saying the same, with RFC 8058 unsubscribe headers. */
export function notificationEmail(input: EmailInput): OutgoingMail {
  const appLink = `${input.publicUrl}${input.link}`;
  const settingsLink = `${input.publicUrl}/settings`;
  const switchLabel = SWITCH_LABELS[input.switchKey];
  const facts = input.facts.map((fact) => ({ ...fact, url: absolute(fact.href, input.publicUrl) }));

  const text = [
    `Hello ${input.recipientName},`,
    '',
    input.body,
    '',
    ...facts.map((fact) =>
      fact.url && fact.url !== fact.value
        ? `${fact.label}: ${fact.value} <${fact.url}>`
        : `${fact.label}: ${fact.value}`,
    ),
    ...input.sections.flatMap((section) => [
      '',
      `${section.heading}:`,
      ...section.items.map((item) => {
        const url = absolute(item.href, input.publicUrl);
        return url ? `- ${item.text} <${url}>` : `- ${item.text}`;
      }),
    ]),
    '',
    `Open in ${PRODUCT_NAME}: ${appLink}`,
    '',
    '--',
    `Turn off ${switchLabel}: ${input.unsubscribeUrl}`,
    `All notification settings: ${settingsLink}`,
    '',
  ].join('\n');

  const factRows = facts
    .map(
      (fact) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;color:#555;font-weight:600">${escapeHtml(fact.label)}</th><td style="padding:2px 0">${fact.url ? anchor(fact.url, fact.value) : escapeHtml(fact.value)}</td></tr>`,
    )
    .join('');
  const sectionHtml = input.sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2><ul style="padding-left:20px;margin:0">${section.items
          .map((item) => {
            const url = absolute(item.href, input.publicUrl);
            return `<li>${url ? anchor(url, item.text) : escapeHtml(item.text)}</li>`;
          })
          .join('')}</ul>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#111;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<p>Hello ${escapeHtml(input.recipientName)},</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.body)}</p>
${factRows ? `<table role="presentation" style="border-collapse:collapse;margin:12px 0">${factRows}</table>` : ''}
${sectionHtml}
<p style="margin:20px 0"><a href="${escapeHtml(appLink)}" style="display:inline-block;background:#2563eb;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Open in ${PRODUCT_NAME}</a></p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#555">You receive this because of your ${PRODUCT_NAME} notification settings. ${anchor(input.unsubscribeUrl, `Turn off ${switchLabel}`)} · ${anchor(settingsLink, 'All notification settings')}</p>
</body></html>`;

  const host = new URL(input.publicUrl).hostname;
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    messageId: `<notification-${input.outboxId}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The admin's test email. */
export function testEmail(to: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: `${PRODUCT_NAME} test email`,
    text: `This is a test email from ${PRODUCT_NAME} at ${publicUrl}.\nIf you can read it, email notifications work.\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PRODUCT_NAME} test email</title></head><body style="font-family:system-ui,sans-serif"><p>This is a test email from ${PRODUCT_NAME} at ${anchor(publicUrl, publicUrl)}.</p><p>If you can read it, email notifications work.</p></body></html>`,
  };
}
