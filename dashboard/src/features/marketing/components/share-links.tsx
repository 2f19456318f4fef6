import { useState } from 'react';

interface ShareLinksProps {
  /** The page to share. */
  url: string;
  text: string;
}

/** Share buttons for WhatsApp, Twitter and LinkedIn, plus a copy-link button. */
export function ShareLinks({ url, text }: ShareLinksProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const links = [
    { label: 'Share on WhatsApp', href: `https://wa.me/?${new URLSearchParams({ text: `${text} ${url}` })}` },
    { label: 'Share on Twitter', href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url })}` },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}` },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <>
      <ul className="share-links">
        {links.map(({ label, href }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy}>
            Copy link
          </button>
        </li>
      </ul>
      <p aria-live="polite">{copied === true ? 'Link copied' : copied === false ? `Copy this link: ${url}` : ''}</p>
    </>
  );
}
