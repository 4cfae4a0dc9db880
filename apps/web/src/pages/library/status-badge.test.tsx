import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge, ValidityTag } from './status-badge';
import { DocNumber } from './doc-columns';
import '../../i18n';

afterEach(cleanup);

describe('validity labels', () => {
  it('code 3 reads 被替代 when a newer edition took over, 废止 otherwise', () => {
    render(
      <>
        <StatusBadge status={{ validity: 3, label: '被替代', endedBy: 'replaced', derived: [] }} />
        <ValidityTag validity={3} endedBy="abolished" />
        <ValidityTag validity={3} />
      </>,
    );
    expect(screen.getAllByText('被替代')).toHaveLength(1);
    expect(screen.getAllByText('废止')).toHaveLength(2);
  });

  it('a standard without a number in its source says 编号未载', () => {
    const { container } = render(
      <>
        <DocNumber doc={{ module: 'biaozhun', docNumber: null }} />
        <DocNumber doc={{ module: 'notice', docNumber: null }} />
        <DocNumber doc={{ module: 'biaozhun', docNumber: 'GB 2762-2022' }} />
      </>,
    );
    expect(screen.getAllByText('编号未载')).toHaveLength(1);
    expect(container.textContent).toContain('GB 2762-2022');
  });
});
