const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Trail: ${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
${body}
</body></html>`;

/**
 * What the link in the mail opens. It changes nothing: mail scanners and link previews open links
 * too, so only the button (a POST, like RFC 8058's one-click) turns reminders off. The form posts
 * back to this same address, token included.
 */
export const UNSUBSCRIBE_CONFIRM_PAGE = page(
  'turn e-mail reminders off?',
  `<h1>Turn off Trail's weekly e-mail?</h1>
<p>You will stop getting the weekly e-mail about your saved learning. WhatsApp reminders stay as they are.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;padding:.6rem 1.2rem">Turn e-mail reminders off</button></form>`,
);

export const UNSUBSCRIBED_PAGE = page(
  'e-mail reminders off',
  `<h1>E-mail reminders are off</h1>
<p>You will not get Trail's weekly e-mail any more. You can turn it back on in your Learning plan.</p>`,
);
