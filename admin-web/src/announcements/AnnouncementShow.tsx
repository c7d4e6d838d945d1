import { type FormEvent, useId, useRef, useState } from 'react';
import {
  ANNOUNCEMENT_STALL_MS,
  announcementAllows,
  LOCALE_NAMES,
  type AnnouncementChange,
  type AnnouncementRecord,
  type AnnouncementStatus,
  type Locale,
  type TestCopyQueued,
} from '@gameshift/contracts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, DateField, EditButton, type Identifier, Show, useRecordContext } from 'react-admin';
import { announcementText } from '../messages';
import { useCustomAction } from '../components/useCustomAction';
import { useRoleAllows } from '../session/useRole';
import { AnnouncementCopies } from './AnnouncementCopies';
import { changeAnnouncement, sendAnnouncement, testAnnouncement } from './announcementApi';
import { AnnouncementStatusChip } from './AnnouncementStatusChip';
import { copiesByLanguage } from './copyCounts';

/** While copies are going out (or about to), the page asks again this often. */
export const PROGRESS_REFRESH_MS = 2000;
const LIVE: AnnouncementStatus[] = ['sending', 'scheduled'];

/** The time input gives local time without a zone; the server wants an instant. */
const instant = (local: string): string | undefined => (local === '' ? undefined : new Date(local).toISOString());

const SendButton = ({ record }: { record: AnnouncementRecord }) => {
  const [sendAt, setSendAt] = useState('');
  const send = useCustomAction({
    call: (at: string | undefined) => sendAnnouncement(record.id, at),
    success: (result, at) => (at === undefined ? announcementText.sendStarted(result.recipients) : announcementText.scheduled),
  });
  return (
    <>
      <Button variant="contained" onClick={send.ask} disabled={send.isPending}>
        {announcementText.send}
      </Button>
      <Confirm
        {...send.confirmProps(instant(sendAt))}
        title={announcementText.sendTitle(record.recipients)}
        content={
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{announcementText.sendIntro}</Typography>
            <CopiesByLanguage record={record} />
            <TextField
              type="datetime-local"
              label={announcementText.sendAt}
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        }
        confirm={announcementText.sendNow}
      />
    </>
  );
};

/** How many copies go out in each language, from the audience as it stands now. */
const CopiesByLanguage = ({ record }: { record: AnnouncementRecord }) => {
  const rows = record.audience_by_locale ? copiesByLanguage(record.translations, record.audience_by_locale) : [];
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography>{announcementText.sendLanguages}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {rows.map(({ language, copies, fallback, untranslated }) => (
          <li key={language}>
            {announcementText.copiesIn(
              LOCALE_NAMES[language],
              copies,
              fallback,
              untranslated.map((l) => LOCALE_NAMES[l]),
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
};

const languageOf = (result: TestCopyQueued): string => LOCALE_NAMES[result.language];

/**
 * The test copy to another admin. The field is required: the dialog names another admin, and
 * "Send a test to me" beside it covers oneself, so an empty field sending to the owner would send
 * where they did not ask. A refused address stays in the field with the server's reason under it.
 */
const TestToDialog = ({ record, locale, onClose }: { record: AnnouncementRecord; locale: Locale; onClose: () => void }) => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const test = useCustomAction({
    call: (to: string) => testAnnouncement(record.id, locale, to),
    success: (result, to) => announcementText.testSentTo(to, languageOf(result)),
    onRefused: setError,
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    if (to === '') {
      setError(announcementText.sendTestToEmailMissing);
      return;
    }
    setError(undefined);
    test.run(to, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      // Once the dialog is in: its focus trap focuses the dialog itself on opening, over an autoFocus.
      slotProps={{ transition: { onEntered: () => inputRef.current?.focus() } }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{announcementText.sendTestToTitle}</DialogTitle>
        <DialogContent>
          <TextField
            type="email"
            label={announcementText.sendTestToEmail}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error}
            inputRef={inputRef}
            autoComplete="off"
            required
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{announcementText.sendTestCancel}</Button>
          <Button type="submit" variant="contained" loading={test.isPending}>
            {announcementText.sendTestConfirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** The test copies of the copy shown: the one reservations made in `locale` get. */
const TestButtons = ({ record, locale }: { record: AnnouncementRecord; locale: Locale }) => {
  const [open, setOpen] = useState(false);
  const test = useCustomAction({
    call: () => testAnnouncement(record.id, locale),
    success: (result) => announcementText.testSent(languageOf(result)),
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography>{announcementText.testOf(LOCALE_NAMES[locale])}</Typography>
      <Button variant="outlined" onClick={() => test.run()} disabled={test.isPending}>
        {announcementText.sendTest}
      </Button>
      <Button variant="text" onClick={() => setOpen(true)}>
        {announcementText.sendTestTo}
      </Button>
      {open && <TestToDialog record={record} locale={locale} onClose={() => setOpen(false)} />}
    </Stack>
  );
};

const ChangeButtons = ({ record }: { record: AnnouncementRecord }) => {
  const change = useCustomAction({
    call: (what: AnnouncementChange) => changeAnnouncement(record.id, what),
    success: (_result, what) =>
      ({ pause: announcementText.paused, resume: announcementText.resumed, cancel: announcementText.cancelled })[what],
  });
  const offers = (what: AnnouncementChange) => announcementAllows(what, record.status);
  return (
    <>
      {offers('pause') && (
        <Button variant="outlined" onClick={() => change.run('pause')} disabled={change.isPending}>
          {announcementText.pause}
        </Button>
      )}
      {offers('resume') && (
        <Button variant="contained" onClick={() => change.run('resume')} disabled={change.isPending}>
          {announcementText.resume}
        </Button>
      )}
      {offers('cancel') && (
        <>
          <Button color="error" variant="outlined" onClick={change.ask} disabled={change.isPending}>
            {announcementText.cancelSend}
          </Button>
          <Confirm
            {...change.confirmProps('cancel')}
            title={announcementText.cancelTitle}
            content={announcementText.cancelContent}
            confirm={announcementText.cancelSend}
            confirmColor="warning"
            cancel={announcementText.keepIt}
          />
        </>
      )}
    </>
  );
};

/** A figure with its label; the group is named by the label, so it reads (and is found) as "Sent, 12". */
const Count = ({ label, value }: { label: string; value: number }) => {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ m: 0 }}>
        {value.toLocaleString('en-US')}
      </Typography>
    </Box>
  );
};

const Progress = ({ record }: { record: AnnouncementRecord }) => {
  const settled = record.sent + record.bounced + record.failed + record.skipped;
  const percent = record.recipients === 0 ? (record.status === 'sent' ? 100 : 0) : Math.min(100, (settled / record.recipients) * 100);
  return (
    <Box component="section" aria-label={announcementText.progress}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={announcementText.progress}
        aria-valuetext={announcementText.progressOf(settled, record.recipients)}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {announcementText.progressOf(settled, record.recipients)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))', gap: 2, mt: 2 }}>
        <Count label={announcementText.recipients} value={record.recipients} />
        <Count label={announcementText.counts.sent} value={record.sent} />
        <Count label={announcementText.counts.bounced} value={record.bounced} />
        <Count label={announcementText.counts.failed} value={record.failed} />
        <Count label={announcementText.counts.skipped} value={record.skipped} />
      </Box>
    </Box>
  );
};

/**
 * When a copy last settled, and a warning once the send has not moved for ANNOUNCEMENT_STALL_MS: timed from its
 * start, its resume or its last settled copy, whichever came last, so a send stuck from the first
 * copy warns too and one resumed after a long pause does not.
 */
const LastProgress = ({ record }: { record: AnnouncementRecord }) => {
  const since = record.waiting_since;
  return (
    <Stack spacing={1}>
      {record.last_progress_at && (
        <Typography>
          {announcementText.lastProgress}: <DateField source="last_progress_at" showTime />
        </Typography>
      )}
      {since && Date.now() - Date.parse(since) > ANNOUNCEMENT_STALL_MS && <Alert severity="warning">{announcementText.stalled}</Alert>}
    </Stack>
  );
};

const AnnouncementDetails = () => {
  const record = useRecordContext<AnnouncementRecord>();
  const mayWrite = useRoleAllows('announcements', 'write');
  if (!record) return null;
  const draft = record.status === 'draft';
  return (
    <Stack spacing={3} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {record.subject}
        </Typography>
        {/* Named, as each count under the progress bar is: "Status, Sent" is told apart from "Sent, 12". */}
        <Box role="group" aria-label={announcementText.colStatus}>
          <AnnouncementStatusChip status={record.status} />
        </Box>
      </Stack>
      {record.status === 'scheduled' && record.send_at && (
        <Typography>
          {announcementText.sendAtLabel}: <DateField source="send_at" showTime />
        </Typography>
      )}
      {record.status === 'paused' && record.paused_reason && (
        <Alert severity="warning">{announcementText.pausedItself(record.paused_reason)}</Alert>
      )}
      {record.status === 'sending' && <LastProgress record={record} />}
      {!draft && <Progress record={record} />}
      {mayWrite && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {draft && <EditButton variant="outlined" />}
          {draft && <SendButton record={record} />}
          <ChangeButtons record={record} />
        </Stack>
      )}
      <AnnouncementCopies
        record={record}
        actions={mayWrite && draft ? (locale) => <TestButtons key={locale} record={record} locale={locale} /> : undefined}
      />
    </Stack>
  );
};

/** One announcement: its state, and while it goes out a progress bar that follows the server. */
export const AnnouncementShow = ({ id }: { id?: Identifier }) => (
  <Show
    id={id}
    // The subject heads the page itself; the app bar says which page this is.
    title={announcementText.showTitle}
    actions={false}
    queryOptions={{
      refetchInterval: (query) =>
        LIVE.includes((query.state.data as AnnouncementRecord | undefined)?.status as AnnouncementStatus) ? PROGRESS_REFRESH_MS : false,
    }}
  >
    <AnnouncementDetails />
  </Show>
);
