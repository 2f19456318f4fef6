import { EXTENSION_BRIDGE, type DashboardToExtension, type ExtensionToDashboard } from '@trail/shared';

export type BridgeRequest = { kind: 'session'; token: string | null } | { kind: 'hello' };

/** A bridge message from the dashboard page itself (not a frame, not another origin), or null. */
export function readBridgeMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  page: { origin: string; window: unknown },
): BridgeRequest | null {
  if (event.source !== page.window || event.origin !== page.origin) return null;
  const data = event.data as Partial<DashboardToExtension> | null;
  if (data?.source !== EXTENSION_BRIDGE.pageSource) return null;
  if (data.type === 'hello') return { kind: 'hello' };
  if (data.type !== 'session') return null;
  const { token } = data as { token?: unknown };
  if (token === null) return { kind: 'session', token: null };
  return typeof token === 'string' && token ? { kind: 'session', token } : null;
}

export function installedMessage(version: string): ExtensionToDashboard {
  return { source: EXTENSION_BRIDGE.extensionSource, type: 'installed', version };
}
