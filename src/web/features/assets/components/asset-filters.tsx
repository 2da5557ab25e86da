import { ASSET_TYPES, type AssetType } from '@shared/domain';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ASSET_TABS, ASSET_TYPE_LABELS, isAssetType } from './asset-kind';

type AssetFiltersProps = {
  type: AssetType | undefined;
  onTypeChange: (type: AssetType | undefined) => void;
  /** Id of the grid the tabs control. */
  resultsId: string;
};

/** The type tabs and the separate type dropdown; both set the one type filter the API applies. */
export function AssetFilters({ type, onTypeChange, resultsId }: AssetFiltersProps) {
  const value = type ?? 'all';
  const change = (next: string) => onTypeChange(isAssetType(next) ? next : undefined);
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <Tabs value={value} onValueChange={change} className="max-w-full overflow-x-auto">
        <TabsList aria-label="Asset types">
          {ASSET_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} aria-controls={resultsId}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="flex items-center gap-2">
        <Label htmlFor="asset-type-filter" className="text-muted-foreground shrink-0">
          Type
        </Label>
        <Select value={value} onValueChange={change}>
          <SelectTrigger id="asset-type-filter" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All types</SelectItem>
            {ASSET_TYPES.map((assetType) => (
              <SelectItem key={assetType} value={assetType}>
                {ASSET_TYPE_LABELS[assetType]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
