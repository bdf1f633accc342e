// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingTabs } from './listing-tabs';

afterEach(cleanup);

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'visa', label: 'Visa' },
  { value: 'amex', label: 'Amex' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('all');
  return <ListingTabs label="Networks" tabs={TABS} value={value} onValueChange={setValue} renderPanel={(v) => <p>panel {v}</p>} />;
}

const selected = () => screen.getAllByRole('tab').map((t) => `${t.textContent}:${t.getAttribute('aria-selected')}:${t.tabIndex}`);

describe('ListingTabs', () => {
  it('renders one labelled panel for the selected tab, which alone is in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Networks' })).toBeTruthy();
    expect(selected()).toEqual(['All:true:0', 'Visa:false:-1', 'Amex:false:-1']);
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel.textContent).toBe('panel all');
    expect(panel.dataset.state).toBe('active');
  });

  it('selects on click and moves with the arrow keys, Home and End, wrapping around', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Amex' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel amex');
    const key = (k: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key: k }));
    screen.getByRole('tab', { name: 'Amex' }).focus();
    key('ArrowRight');
    expect(selected()).toEqual(['All:true:0', 'Visa:false:-1', 'Amex:false:-1']);
    expect(document.activeElement?.textContent).toBe('All');
    key('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('Amex');
    key('Home');
    key('ArrowRight');
    expect(screen.getByRole('tabpanel', { name: 'Visa' }).textContent).toBe('panel visa');
    key('End');
    expect(selected()).toEqual(['All:false:-1', 'Visa:false:-1', 'Amex:true:0']);
  });
});
