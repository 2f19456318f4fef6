import { screen } from '@testing-library/react';
import { ACCOUNT_DELETION_ERASES, ACCOUNT_DELETION_KEEPS } from '@trail/shared';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

// Loaded up front: the first lazy page load would otherwise eat into renderApp's wait on a busy machine.
import './about';
import './privacy';

describe('company pages', { timeout: 20_000 }, () => {
  it('about tells the story, the values and the team', async () => {
    stubFetch(() => jsonResponse({}));
    await renderApp('/about');
    for (const name of ['Our story', 'Our values', 'Our team']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('the privacy policy follows the Nigeria Data Protection Act 2023: version, ages, rights, the regulator', async () => {
    stubFetch(() => jsonResponse({}));
    await renderApp('/about/privacy');
    expect(screen.getByText('Version 2.2, November 2026')).toBeInTheDocument();
    expect(screen.getByText(/Nigeria Data Protection Act 2023/)).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toHaveTextContent(/month and\s+year of birth \(not the day\)/);
    expect(screen.getByText(/at least 13 years old/)).toHaveTextContent(/a link, valid for 7 days/);
    expect(screen.getByText(/at least 13 years old/)).toHaveTextContent(/If they decline, we erase\s+the account at once/);
    expect(screen.getByText(/complain to the Nigeria Data Protection Commission/)).toBeInTheDocument();
    expect(screen.getByText(/within 72 hours/)).toBeInTheDocument();
  });

  it('the privacy policy says exactly what deleting an account does: the grace period, what goes, what the law keeps, the rights', async () => {
    stubFetch(() => jsonResponse({}));
    await renderApp('/about/privacy');
    expect(screen.getByRole('heading', { level: 2, name: 'Deleting your account' })).toBeInTheDocument();
    expect(screen.getByText(/e-mail you the date your account will be erased: 14 days later\. Sign in before then and\s+nothing is deleted/)).toBeInTheDocument();
    for (const item of ACCOUNT_DELETION_ERASES) expect(screen.getByText(`${item};`)).toBeInTheDocument();
    expect(screen.getByText(/Money Laundering \(Prevention and Prohibition\) Act 2022/)).toHaveTextContent(ACCOUNT_DELETION_KEEPS);
    for (const right of ['access', 'rectification', 'erasure', 'portability', 'objection']) expect(screen.getByText(new RegExp(`^${right}:`))).toBeInTheDocument();
  });
});
