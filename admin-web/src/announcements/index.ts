import AnnouncementsIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import type { AnnouncementRecord } from '@gameshift/contracts';
import { announcementText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { RESOURCE_ROLES } from '../session/resourceRoles';
import { AnnouncementCreate, AnnouncementEdit } from './AnnouncementForms';
import { AnnouncementList } from './AnnouncementList';
import { AnnouncementShow } from './AnnouncementShow';

const announcements: Omit<ResourceProps, 'name'> = {
  list: requireRole(RESOURCE_ROLES.announcements, AnnouncementList),
  show: requireRole(RESOURCE_ROLES.announcements, AnnouncementShow),
  create: requireRole('owner', AnnouncementCreate),
  edit: requireRole('owner', AnnouncementEdit),
  icon: AnnouncementsIcon,
  options: { label: announcementText.title },
  recordRepresentation: (record: AnnouncementRecord) => record.subject,
};

export default announcements;
