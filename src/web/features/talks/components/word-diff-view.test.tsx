import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordDiffView } from './word-diff-view';

describe('WordDiffView', () => {
  it('strikes through removed words and marks added ones, keeping the rest as it is', () => {
    render(<WordDiffView before="A talk about Node" after="A talk about Deno today" />);
    const diff = screen.getByTestId('word-diff');
    expect(diff.querySelector('del')).toHaveTextContent('Node');
    expect(diff.querySelector('ins')).toHaveTextContent('Deno today');
    expect(diff).toHaveTextContent('A talk about [removed: Node][added: Deno today]');
  });
});
