// The e-mails the app sends (SPEC-2 §5), each as plain text and HTML: an
// invitation for an address without an account, and "you were added to a trip".

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ROLE_WORDS = { admin: "an admin", editor: "an editor", viewer: "a viewer" } as const;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footer: string): string {
  const p = paragraphs.map((x) => `<p style="margin:0 0 16px">${x}</p>`).join("\n");
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${p}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this address: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</div></body></html>`;
}

export function invitationMail(p: { tripName: string; inviterName: string; role: keyof typeof ROLE_WORDS; url: string }): RenderedMail {
  const subject = `${p.inviterName} invited you to "${p.tripName}" on Roamwise`;
  const footer = "This link works once. If you did not expect this invitation, you can ignore this e-mail.";
  const text = [
    `${p.inviterName} invited you to join the trip "${p.tripName}" on Roamwise as ${ROLE_WORDS[p.role]}.`,
    "",
    "Open this link to sign in or create an account and join the trip:",
    p.url,
    "",
    footer,
  ].join("\n");
  const html = layout(
    `Join "${p.tripName}"`,
    [
      `<strong>${escapeHtml(p.inviterName)}</strong> invited you to join the trip <strong>${escapeHtml(p.tripName)}</strong> on Roamwise as ${ROLE_WORDS[p.role]}.`,
      "Open the link to sign in or create an account and join the trip.",
    ],
    { label: "Join the trip", url: p.url },
    footer,
  );
  return { subject, text, html };
}

export function addedToTripMail(p: { tripName: string; inviterName: string; url: string }): RenderedMail {
  const subject = `You were added to "${p.tripName}" on Roamwise`;
  const footer = "You get this e-mail because e-mail notifications are on in your Roamwise profile.";
  const text = [`${p.inviterName} added you to the trip "${p.tripName}" on Roamwise.`, "", "Open it here:", p.url, "", footer].join(
    "\n",
  );
  const html = layout(
    `You were added to "${p.tripName}"`,
    [`<strong>${escapeHtml(p.inviterName)}</strong> added you to the trip <strong>${escapeHtml(p.tripName)}</strong> on Roamwise.`],
    { label: "Open the trip", url: p.url },
    footer,
  );
  return { subject, text, html };
}
