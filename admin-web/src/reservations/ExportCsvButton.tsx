import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useCustomAction } from '../components/useCustomAction';
import { adminText } from '../messages';
import { exportReservationsCsv } from './reservationApi';

const FILE_NAME = 'reservations.csv';
/** Long enough for the browser to have read the blob into the download. */
const REVOKE_AFTER_MS = 60_000;

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Downloads as CSV the reservations the list shows under its filter, every page of them; the request needs the bearer token, so it cannot be a plain link. */
export const ExportCsvButton = () => {
  const { filterValues } = useListContext();
  const { run, isPending } = useCustomAction({
    call: exportReservationsCsv,
    onSuccess: (blob) => saveBlob(blob, FILE_NAME),
    failure: () => adminText.exportFailed,
    refresh: false,
  });
  return (
    <Button label={adminText.exportCsv} onClick={() => run(filterValues)} disabled={isPending}>
      <DownloadIcon />
    </Button>
  );
};
