import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssetType } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';
import { apiListPage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { formatLabel } from '@web/lib/format';
import { SearchPicker } from './search-picker';
import { useSingleChoice } from './use-single-choice';

/** Up to 20 assets (of one type when given) matching `search`; searching runs in the API. */
function useAssetOptions(type: AssetType | undefined, search: string, enabled: boolean) {
  const q = useDebouncedValue(search.trim()) || undefined;
  const params = { type, q, limit: 20, offset: 0 };
  return useQuery({
    queryKey: queryKeys.assets.list(params),
    queryFn: async ({ signal }) =>
      (await apiListPage<Asset>(queryKeys.assets.path, params, signal)).items,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type AssetPickerProps = {
  /** Only assets of this type (a speaker's headshot, their bio). */
  type?: AssetType;
  /** The chosen asset id, or null. */
  value: number | null | undefined;
  /** Its name when known (the picker has not listed it yet). */
  valueName?: string;
  onChange: (asset: Asset | null) => void;
  /** When set, a first option with this text clears the choice. */
  clearLabel?: string;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** A searchable asset select (GET /api/assets?q=&type=), 20 at a time, its type beside each. */
export function AssetPicker({
  type,
  value,
  valueName,
  onChange,
  clearLabel,
  placeholder = 'Select an asset',
  ...props
}: AssetPickerProps) {
  const choice = useSingleChoice<Asset>({ value, clearLabel, onChoose: onChange });
  const optionsQuery = useAssetOptions(type, choice.search, choice.open);
  const assets = optionsQuery.data ?? [];
  const known = choice.known(assets);
  const triggerText = value == null ? undefined : (known?.name ?? valueName ?? `Asset #${value}`);

  return (
    <SearchPicker
      {...props}
      {...choice.props}
      options={assets}
      optionLabel={(asset) => asset.name}
      optionDetail={type ? undefined : (asset) => formatLabel(asset.type)}
      query={optionsQuery}
      texts={ASSET_PICKER_TEXTS}
      triggerText={triggerText}
      placeholder={placeholder}
    />
  );
}

const ASSET_PICKER_TEXTS = {
  search: 'Search assets',
  list: 'Assets',
  loading: 'Loading assets...',
  failed: 'Failed to load assets',
  empty: 'No assets found',
};
