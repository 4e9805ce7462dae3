import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AssetField } from './asset-field';
import * as fields from './simulator-fields';

vi.mock('../../hooks/use-i18n', () => ({ useI18n: () => ({ t: (key: string) => key }) }));
vi.mock('../../resources/use-resource', () => ({
  useRefOptions: () => ({ options: [{ value: 'r1', title: 'Coral Bay Resort' }], isLoading: false }),
}));
vi.mock('./simulator-fields', async (original) => {
  const actual = await original<typeof import('./simulator-fields')>();
  return { ...actual, ChoiceDropdown: vi.fn(actual.ChoiceDropdown) };
});

const props = {
  path: 'resort',
  label: 'Resort',
  value: 'r1',
  draft: { type: 'room' },
  onChange: vi.fn(),
  onBlur: vi.fn(),
  readOnly: false,
  message: 'Choose the resort',
} as unknown as Parameters<typeof AssetField>[0];

describe("the season's asset picker", () => {
  it("is the simulator's ChoiceDropdown as a required form field with the asset's title", () => {
    const html = renderToStaticMarkup(<AssetField {...props} />);
    expect(fields.ChoiceDropdown).toHaveBeenCalledWith(
      expect.objectContaining({
        value: 'r1',
        testId: 'price-asset-resort',
        required: true,
        message: 'Choose the resort',
        disabled: false,
        placeholder: 'label.prices.pickAsset',
      }),
      undefined,
    );
    expect(html).toContain('Coral Bay Resort');
    expect(html).toContain('data-testid="price-asset-resort"');
    expect(html).toContain('Choose the resort');
  });

  it('clears a picked asset to nothing, not an empty id', () => {
    renderToStaticMarkup(<AssetField {...props} />);
    const last = vi.mocked(fields.ChoiceDropdown).mock.calls.at(-1)![0];
    last.onChange('');
    expect(props.onChange).toHaveBeenLastCalledWith(undefined);
    last.onChange('r2');
    expect(props.onChange).toHaveBeenLastCalledWith('r2');
  });

  it('shows nothing for a trip price (the vessel field is shown instead)', () => {
    expect(renderToStaticMarkup(<AssetField {...props} draft={{ type: 'trip' } as never} />)).toBe('');
  });
});
