// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

function Controlled({ clearLabel, initial = '' }: { clearLabel?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchField label="Find things" value={value} onValueChange={setValue} clearLabel={clearLabel} placeholder="Type here" />
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(cleanup);

describe('SearchField', () => {
  it('is a searchbox named by its label', () => {
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Find things' });
    expect(box.getAttribute('placeholder')).toBe('Type here');
  });

  it('reports typing through onValueChange', () => {
    render(<Controlled />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ledger' } });
    expect(screen.getByTestId('value').textContent).toBe('ledger');
  });

  it('shows the clear button only while there is text; clearing empties the field and puts focus back in it', () => {
    render(<Controlled clearLabel="Clear it" />);
    expect(screen.queryByRole('button', { name: 'Clear it' })).toBeNull();
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    fireEvent.change(box, { target: { value: 'trezor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear it' }));
    expect(box.value).toBe('');
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear it' })).toBeNull();
  });

  it('draws no clear button of its own without a clear label', () => {
    render(<Controlled initial="something" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('is a search landmark only when asked', () => {
    const { rerender } = render(<SearchField label="Find" value="" onValueChange={() => {}} />);
    expect(screen.queryByRole('search')).toBeNull();
    rerender(<SearchField label="Find" value="" onValueChange={() => {}} landmark />);
    expect(screen.getByRole('search').contains(screen.getByRole('searchbox'))).toBe(true);
  });
});
