// The payloads of the load-more events (spec/001 §4): how many items the gallery holds, so the
// host can fetch the next ones by the current count (spec/002 §7).

export interface LoadMoreClickedData {
  /** The items the gallery held when the 'Load More' button was clicked. */
  itemsCount: number;
}

export interface NeedMoreItemsData {
  /** The items the gallery holds; the host appends those after them. */
  itemsCount: number;
}
