// Analytics as other features see them: the visit source a reservation carries, checked and stored
// as attribution, and the daily tables the purge trims. Its module is for the app alone to import.
export { VisitSourceDto } from './dto/visit-source.dto';
export { attributionProblem } from './event-shape';
export { storedAttribution } from './attribution';
export type { StoredAttribution } from './attribution';
export { PageViewCount } from './page-view-count.entity';
export { VisitorDay } from './visitor-day.entity';
