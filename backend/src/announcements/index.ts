// Announcements as other features see them: the recipients' table a person's export and erasure
// read. Its module is for the app alone to import: an entry that loaded it would load manage/,
// which reads this table, while manage/ loads this entry.
export { AnnouncementRecipient } from './announcement-recipient.entity';
