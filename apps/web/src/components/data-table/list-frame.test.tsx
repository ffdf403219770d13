import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListFrame } from './list-frame';

const frame = (state: { failed: boolean; empty: boolean }) => (
  <ListFrame {...state} failure={<p>failed</p>} emptyState={<p>nothing</p>} pagination={<p>pages</p>}>
    <p>table</p>
  </ListFrame>
);

describe('the list-page frame', () => {
  it('shows the failure alone when the list could not be read', () => {
    render(frame({ failed: true, empty: false }));
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.queryByText('table')).toBeNull();
    expect(screen.queryByText('pages')).toBeNull();
  });

  it('shows the empty state alone, without paging', () => {
    render(frame({ failed: false, empty: true }));
    expect(screen.getByText('nothing')).toBeTruthy();
    expect(screen.queryByText('table')).toBeNull();
    expect(screen.queryByText('pages')).toBeNull();
  });

  it('shows the table and its paging otherwise', () => {
    render(frame({ failed: false, empty: false }));
    expect(screen.getByText('table')).toBeTruthy();
    expect(screen.getByText('pages')).toBeTruthy();
  });
});
