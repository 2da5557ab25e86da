import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A component whose chunk arrives when `arrive()` is called. */
function deferredComponent() {
  let arrive = () => {};
  const component = lazyComponent(
    () =>
      new Promise<typeof Counter>((resolve) => {
        arrive = () => resolve(Counter);
      }),
  );
  return { component, arrive: () => arrive() };
}

const shell = (Shown: typeof Counter, label = 'Clicks') => (
  <Suspense fallback={<p>Loading</p>}>
    <Shown label={label} />
  </Suspense>
);

describe('lazyComponent', () => {
  it('renders at once, without its fallback, when the preloaded chunk is already here', async () => {
    const { component, arrive } = deferredComponent();
    const preloaded = component.preload();
    arrive();
    await act(() => preloaded);
    render(shell(component));
    // No suspension: the content is there in the first commit, the fallback never shown.
    expect(screen.getByRole('button')).toHaveTextContent('Clicks 0');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends until its chunk arrives, then keeps the same mount when it renders again', async () => {
    const { component, arrive } = deferredComponent();
    const { rerender } = render(shell(component));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    const button = await screen.findByRole('button');
    await act(async () => button.click());
    expect(button).toHaveTextContent('Clicks 1');
    rerender(shell(component, 'Taps'));
    // Still the first mount (its count kept), not a second one of the loaded component.
    expect(screen.getByRole('button')).toHaveTextContent('Taps 1');
  });
});
