import { JitsiClient } from './jitsi.client';
import { loadVideoConfig } from './video.config';

describe('Jitsi Meet rooms', () => {
  it('gives every meeting its own unguessable room on the public Jitsi Meet', () => {
    const rooms = new JitsiClient(loadVideoConfig({}));
    const [a, b] = [rooms.open(), rooms.open()];
    expect(a).toEqual({ meetLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Trail-[0-9a-f]{32}$/), venue: 'Jitsi Meet' });
    expect(b.meetLink).not.toBe(a.meetLink);
    expect(a.meetLink).not.toContain('meet.google.com');
  });

  it('uses a Jitsi server of Trail’s own when JITSI_BASE_URL names one, and refuses what is not a URL', () => {
    expect(new JitsiClient(loadVideoConfig({ JITSI_BASE_URL: 'https://video.trail.ng/' })).open().meetLink).toMatch(/^https:\/\/video\.trail\.ng\/Trail-/);
    expect(() => loadVideoConfig({ JITSI_BASE_URL: 'not a url' })).toThrow('JITSI_BASE_URL must be a URL');
  });
});
