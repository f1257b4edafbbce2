// The record-list kit: filter pills, paged loading, the list body and the footer under a list.
export { ListFooter } from './ListFooter';
export { PagedList } from './PagedList';
export { Pills, RangePills, RECORD_RANGES, type RecordRange } from './Pills';
export { nextPageOf, PAGE_SIZE, type Page, type PagedListState, usePagedList } from './paged';
export { useRowTexts } from './useRowTexts';
