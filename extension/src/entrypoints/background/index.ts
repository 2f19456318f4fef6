import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { dispatchMessage } from '../../lib/messaging';
import { messageHandlers } from './message-handlers';
import { createContextMenus, saveFromCommand, saveFromContextMenu } from './quick-save';
import { FLUSH_ALARM, flushQueue } from './save-queue';
import { welcomeNewInstall } from './session';

export default defineBackground(() => {
  // Listeners are added synchronously so a woken service worker sees the event that woke it.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) =>
    dispatchMessage(messageHandlers, message, sender, sendResponse),
  );
  browser.runtime.onInstalled.addListener(({ reason }) => {
    void createContextMenus();
    void welcomeNewInstall(reason);
    void flushQueue({ force: true });
  });
  browser.runtime.onStartup.addListener(() => void flushQueue({ force: true }));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === FLUSH_ALARM) void flushQueue();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => void saveFromContextMenu(info, tab));
  browser.commands.onCommand.addListener((command, tab) => {
    void saveFromCommand(command, tab);
  });
});
