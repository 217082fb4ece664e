import { adminTexts } from '../../../domain/messages';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';

interface DateRange {
  fromDate: string;
  toDate: string;
}

interface DateRangeFieldsProps<R extends DateRange> {
  fromId: string;
  toId: string;
  value: R;
  onChange: (value: R) => void;
  className?: string;
  inputClassName?: string;
}

/** From Date and To Date, side by side; each bounds the other's picker so the range cannot be reversed. */
export function DateRangeFields<R extends DateRange>({ fromId, toId, value, onChange, className, inputClassName }: DateRangeFieldsProps<R>) {
  return (
    <div className={className}>
      <div className="space-y-1.5">
        <Label htmlFor={fromId}>{adminTexts.fromDate}</Label>
        <Input
          id={fromId}
          type="date"
          value={value.fromDate}
          max={value.toDate || undefined}
          onChange={(event) => onChange({ ...value, fromDate: event.target.value })}
          className={inputClassName}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={toId}>{adminTexts.toDate}</Label>
        <Input
          id={toId}
          type="date"
          value={value.toDate}
          min={value.fromDate || undefined}
          onChange={(event) => onChange({ ...value, toDate: event.target.value })}
          className={inputClassName}
        />
      </div>
    </div>
  );
}
