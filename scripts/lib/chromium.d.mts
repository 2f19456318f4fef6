import type { LaunchOptions } from 'puppeteer';

export function chromiumPath(): string;
export function chromiumLaunchOptions(options?: { extensionDir?: string }): LaunchOptions;
