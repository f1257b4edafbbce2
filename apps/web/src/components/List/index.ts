// The record-list kit: filter pills, paged loading and the footer under a list.
export { ListFooter } from './ListFooter';
export { Pills, RangePills, RECORD_RANGES, type RecordRange } from './Pills';
export { nextPageOf, PAGE_SIZE, type Page, usePagedList } from './paged';
