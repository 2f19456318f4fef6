import { browser } from 'wxt/browser';
import { SAVE_COMMAND } from '../../../config/commands';
import type { PageDraft, SaveRequest } from '../../lib/messaging';
import { draftFromPage } from './page-draft';
import { saveResource } from './save-queue';
import { draftForTab, findTab } from './tab-page';

export const MENU_SAVE_PAGE = 'trail-save-page';
export const MENU_SAVE_LINK = 'trail-save-link';

/** Saved as learning, no skills, no reminder: what the popup would offer untouched. */
const withDefaults = (draft: PageDraft): SaveRequest => ({
  title: draft.title,
  link: draft.link,
  type: draft.type,
  image: draft.image,
  microSkills: [],
  onWishlist: false,
  reminder: false,
});

export async function createContextMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU_SAVE_PAGE, title: 'Save page to Trail', contexts: ['page'] });
  browser.contextMenus.create({ id: MENU_SAVE_LINK, title: 'Save link to Trail', contexts: ['link'] });
}

interface MenuClick {
  menuItemId: string | number;
  linkUrl?: string;
  selectionText?: string;
  /** Firefox gives the link's text; Chrome does not, so a selection or the address stands in. */
  linkText?: string;
}

type TabLike = { id?: number; url?: string; title?: string };

export async function saveCurrentPage(tab: TabLike | undefined): Promise<void> {
  const draft = await draftForTab(tab);
  if (draft) await saveResource(withDefaults(draft), { reportRefusal: true });
}

export async function saveFromContextMenu(click: MenuClick, tab: TabLike | undefined): Promise<void> {
  if (click.menuItemId === MENU_SAVE_PAGE) return saveCurrentPage(tab);
  if (click.menuItemId !== MENU_SAVE_LINK || !click.linkUrl) return;
  const title = click.selectionText?.trim() || click.linkText?.trim() || undefined;
  const draft = draftFromPage({ url: click.linkUrl, title }, {});
  if (draft) await saveResource(withDefaults(draft), { reportRefusal: true });
}

export async function saveFromCommand(command: string, tab?: TabLike): Promise<void> {
  if (command === SAVE_COMMAND) await saveCurrentPage(tab?.url ? tab : await findTab());
}
