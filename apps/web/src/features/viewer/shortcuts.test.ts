import { describe, expect, it } from 'vitest';
import { isTextField, shortcutFor, type KeyInput } from './shortcuts';

const key = (value: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inTextField: false,
  ...extra,
});

describe('viewer shortcuts', () => {
  it('moves through pages with PageUp, PageDown, Home and End', () => {
    expect(shortcutFor(key('PageUp'))).toBe('previousPage');
    expect(shortcutFor(key('PageDown'))).toBe('nextPage');
    expect(shortcutFor(key('Home'))).toBe('firstPage');
    expect(shortcutFor(key('End'))).toBe('lastPage');
  });

  it('leaves the page keys to a text field', () => {
    expect(shortcutFor(key('Home', { inTextField: true }))).toBeNull();
    expect(shortcutFor(key('PageDown', { inTextField: true }))).toBeNull();
  });

  it('zooms with Ctrl or Cmd and +, - or 0', () => {
    expect(shortcutFor(key('+', { ctrlKey: true }))).toBe('zoomIn');
    expect(shortcutFor(key('=', { metaKey: true }))).toBe('zoomIn');
    expect(shortcutFor(key('-', { ctrlKey: true }))).toBe('zoomOut');
    expect(shortcutFor(key('0', { metaKey: true }))).toBe('zoomReset');
    expect(shortcutFor(key('0'))).toBeNull();
    expect(shortcutFor(key('-'))).toBeNull();
  });

  it('goes to the find box with Ctrl/Cmd+F, also from a text field', () => {
    expect(shortcutFor(key('f', { ctrlKey: true }))).toBe('find');
    expect(shortcutFor(key('F', { metaKey: true, inTextField: true }))).toBe('find');
    expect(shortcutFor(key('f'))).toBeNull();
  });

  it('leaves with Escape and ignores Alt combinations', () => {
    expect(shortcutFor(key('Escape'))).toBe('close');
    expect(shortcutFor(key('Escape', { inTextField: true }))).toBe('close');
    expect(shortcutFor(key('f', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('knows where the reader types', () => {
    expect(isTextField(document.createElement('input'))).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});
