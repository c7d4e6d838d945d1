import AnnouncementsIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import type { AnnouncementRecord } from '@gameshift/contracts';
import { announcementText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { AnnouncementCreate, AnnouncementEdit } from './AnnouncementForms';
import { AnnouncementList } from './AnnouncementList';
import { AnnouncementShow } from './AnnouncementShow';

const announcements: Omit<ResourceProps, 'name'> = {
  list: requireRole('announcements', 'read', AnnouncementList),
  show: requireRole('announcements', 'read', AnnouncementShow),
  create: requireRole('announcements', 'write', AnnouncementCreate),
  edit: requireRole('announcements', 'write', AnnouncementEdit),
  icon: AnnouncementsIcon,
  options: { label: announcementText.title },
  recordRepresentation: (record: AnnouncementRecord) => record.subject,
};

export default announcements;
