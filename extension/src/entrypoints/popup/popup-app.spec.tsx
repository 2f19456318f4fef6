import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { openTab } from '../../test/fake-tabs';
import { PopupApp } from './popup-app';
import { POPUP_TEXTS } from './popup-texts';

describe('PopupApp', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it("shows the page's title and host", async () => {
    const tabId = await openTab('https://www.example.com/learn/react', 'Learn React');

    render(<PopupApp search={`?tabId=${tabId}`} />);

    expect(screen.getByRole('heading', { name: 'Save to Trail' })).toBeInTheDocument();
    expect(await screen.findByTestId('tab-title')).toHaveTextContent('Learn React');
    expect(screen.getByTestId('tab-host')).toHaveTextContent('www.example.com');
    expect(screen.queryByText(POPUP_TEXTS.unreadable)).not.toBeInTheDocument();
  });

  it('shortens a long title to the card limit, keeping the whole title as its tooltip', async () => {
    const longTitle = `a complete guide to ${'product discovery '.repeat(8)}`.trim();
    const tabId = await openTab('https://example.com/guide', longTitle);

    render(<PopupApp search={`?tabId=${tabId}`} />);

    const title = await screen.findByTestId('tab-title');
    expect(Array.from(title.textContent ?? '')).toHaveLength(100);
    expect(title.textContent).toMatch(/^A complete guide to product discovery .*…$/);
    expect(title).toHaveAttribute('title', longTitle);
  });

  it("says so when the page can't be read", async () => {
    const tabId = await openTab('chrome://settings/');

    render(<PopupApp search={`?tabId=${tabId}`} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(POPUP_TEXTS.unreadable);
    expect(screen.queryByTestId('tab-title')).not.toBeInTheDocument();
  });

  it('links to the dashboard', () => {
    render(<PopupApp search="" />);

    expect(screen.getByRole('link', { name: POPUP_TEXTS.openDashboard })).toHaveAttribute(
      'href',
      'http://localhost:5173',
    );
  });
});
