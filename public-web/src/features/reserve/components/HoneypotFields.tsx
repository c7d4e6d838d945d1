import type { HoneypotField } from '@gameshift/contracts';
import { useMessages } from '../../../hooks/useMessages';
import type { HoneypotValues } from '../hooks/useReserveForm';

type HoneypotFieldsProps = {
  values: HoneypotValues;
  onChange: (field: HoneypotField, value: string) => void;
};

/**
 * Trap fields people never see or reach: off-screen (not display:none, which bots skip), hidden
 * from assistive tech, out of the tab order. Input names avoid words such as "email" or "phone"
 * so browsers and password managers do not fill them on a person's behalf.
 */
const TRAPS = [
  { field: 'website', name: 'hp_site_ref', label: 'honeypotWebsite' },
  { field: 'confirmEmail', name: 'hp_confirm_ref', label: 'honeypotConfirm' },
  { field: 'phoneBackup', name: 'hp_backup_ref', label: 'honeypotBackup' },
] as const satisfies readonly { field: HoneypotField; name: string; label: string }[];

export function HoneypotFields({ values, onChange }: HoneypotFieldsProps) {
  const { uiMessages } = useMessages();
  return (
    <div className="honeypot" aria-hidden="true">
      {TRAPS.map(({ field, name, label }) => (
        <label key={field}>
          {uiMessages.reserve[label]}
          <input
            type="text"
            name={name}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            tabIndex={-1}
            autoComplete="off"
            data-lpignore="true"
            data-1p-ignore="true"
            data-form-type="other"
            data-bwignore="true"
          />
        </label>
      ))}
    </div>
  );
}
