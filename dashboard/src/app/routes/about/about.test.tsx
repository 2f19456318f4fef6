import { screen } from '@testing-library/react';
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

  it('the privacy policy shows its version, date and minimum age', async () => {
    stubFetch(() => jsonResponse({}));
    await renderApp('/about/privacy');
    expect(screen.getByText('Version 1.0, September 2022')).toBeInTheDocument();
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
  });
});
