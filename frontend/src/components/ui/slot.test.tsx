// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

afterEach(cleanup);

describe('Slot', () => {
  it('renders the child element with the merged props: classes joined, styles merged, handlers child first', () => {
    const order: string[] = [];
    render(
      <Slot className="a" style={{ color: 'red' }} data-x="1" onClick={() => order.push('slot')}>
        <a href="/x" className="b" style={{ margin: 1 }} onClick={() => order.push('child')}>
          go
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.className).toBe('a b');
    expect(link.getAttribute('style')).toBe('color: red; margin: 1px;');
    expect(link.getAttribute('data-x')).toBe('1');
    fireEvent.click(link);
    expect(order).toEqual(['child', 'slot']);
  });

  it('gives the node to both refs and keeps one ref callback across renders', () => {
    const outer = createRef<HTMLElement>();
    const inner = vi.fn();
    const { rerender } = render(
      <Slot ref={outer}>
        <button ref={inner}>b</button>
      </Slot>,
    );
    expect(outer.current).toBe(screen.getByRole('button'));
    expect(inner).toHaveBeenCalledWith(screen.getByRole('button'));
    inner.mockClear();
    rerender(
      <Slot ref={outer}>
        <button ref={inner}>b</button>
      </Slot>,
    );
    expect(inner).not.toHaveBeenCalled();
  });

  it('lets Button render a link with the button styles (asChild)', () => {
    render(
      <Button asChild variant="outline">
        <a href="/guide">Guide</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link.tagName).toBe('A');
    expect(link.className).toContain('inline-flex');
    expect(link.className).toContain('border-slate-300');
  });
});
