import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_SCRIPT, THEME_STORAGE_KEY } from '@/config/theme-script';
import { ThemeSelect } from './theme-choice';
import { ThemeSettings } from './theme-settings';

const root = document.documentElement;

afterEach(() => root.removeAttribute('data-theme'));

describe('theme choice', () => {
  it('starts on System: nothing stored, no data-theme, the stylesheet follows the system', () => {
    render(<ThemeSettings />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('remembers Dark and Light on this device and sets data-theme on <html>; System forgets the choice', async () => {
    const user = userEvent.setup();
    render(<ThemeSettings />);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root).toHaveAttribute('data-theme', 'light');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('keeps the footer select and Settings in step', async () => {
    const user = userEvent.setup();
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <>
        <ThemeSelect />
        <ThemeSettings />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('light');

    await user.selectOptions(select, 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('follows a choice made in another tab', () => {
    render(<ThemeSelect />);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' })));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });
});

describe('the inline theme script', () => {
  const run = () => new Function(THEME_SCRIPT)();

  it('applies the stored choice before anything renders', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('sets nothing without a choice, or with a value it does not know', () => {
    run();
    expect(root).not.toHaveAttribute('data-theme');
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    run();
    expect(root).not.toHaveAttribute('data-theme');
  });
});
