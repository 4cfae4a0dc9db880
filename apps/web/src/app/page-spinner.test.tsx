import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { pageSpinner } from './root-layout';

describe('page spinner', () => {
  it('is centred by a box of its own (not by margins on the Spin, which left it at the left edge)', () => {
    render(pageSpinner);
    const box = screen.getByTestId('page-spinner');
    expect(box.style.display).toBe('flex');
    expect(box.style.justifyContent).toBe('center');
    expect(box.querySelector('.ant-spin')).not.toBeNull();
  });
});
