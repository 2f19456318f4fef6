import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { learner, notFound, renderRoutes } from '@/test/render-routes';
import { authToken } from '@/lib/auth/token';
import { fakeJwt } from '@/test/fake-jwt';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';

/** Stands in for the browser's XMLHttpRequest: the test decides when progress and the answer arrive. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function openSettings() {
  const token = fakeJwt(3600);
  authToken.set(token);
  stubFetch((url) => (url.endsWith('/users/me?balances=false') ? jsonResponse({ user: learner }) : notFound()));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  await renderRoutes('/settings');
  await screen.findByLabelText('Username');
  return token;
}

describe('avatar upload', { timeout: 15_000 }, () => {
  it('previews the picture at once, shows upload progress and keeps the new session', async () => {
    const token = await openSettings();
    const user = userEvent.setup();
    const picture = new File(['png-bytes'], 'me.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Change picture'), picture);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'blob:preview');

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/v1/users/user-1');
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect((xhr.body as FormData).get('avatar')).toBe(picture);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading your picture' })).toHaveAttribute('value', '0.4');

    const newToken = fakeJwt(7200);
    act(() => xhr.answer(200, { token: newToken, user: { ...learner, profileImgUrl: '/api/v1/avatars/a.webp' } }));
    expect(await screen.findByText('Your new picture is saved.')).toBeInTheDocument();
    expect(authToken.get()).toBe(newToken);
  });

  it("refuses files over 5 MB before uploading, and shows the server's message when it refuses", async () => {
    await openSettings();
    const user = userEvent.setup();
    FakeXhr.last = undefined;

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Change picture'), huge);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image under 5 MB');
    expect(FakeXhr.last).toBeUndefined();

    await user.upload(screen.getByLabelText('Change picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    act(() => FakeXhr.last!.answer(400, { error: 'The avatar must be a JPEG, PNG or WebP image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The avatar must be a JPEG, PNG or WebP image');
  });
});
