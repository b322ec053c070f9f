// The raw exports of tessera.wasm (crates/wasm/src/). Pointers and lengths are wasm32 `usize`,
// which JavaScript receives as signed 32-bit numbers: read them with `>>> 0`.

/** crates/wasm/src/memory.rs */
export interface MemoryExports {
  memory: WebAssembly.Memory;
  tessera_alloc(bytes: number): number;
  tessera_free(ptr: number, bytes: number): void;
}

/** crates/wasm/src/layout.rs */
export interface LayoutExports {
  tessera_layout(
    sizesPtr: number,
    itemCount: number,
    paramsPtr: number,
    paramsLen: number,
    seedsPtr: number,
    rectsPtr: number,
    summaryPtr: number,
  ): number;
  tessera_layout_append(
    statePtr: number,
    stateLen: number,
    sizesPtr: number,
    itemCount: number,
    paramsPtr: number,
    paramsLen: number,
    seedsPtr: number,
    rectsPtr: number,
    rectsLen: number,
    summaryPtr: number,
  ): number;
  tessera_layout_state(): number;
  tessera_layout_state_len(): number;
  tessera_error_message(code: number): number;
  tessera_error_message_len(code: number): number;
  tessera_param_header_len(): number;
  tessera_param_slot_name(slot: number): number;
  tessera_param_slot_name_len(slot: number): number;
}

/** crates/wasm/src/image_url.rs */
export interface ImageUrlExports {
  tessera_image_quality_tier(width: number, height: number): number;
  tessera_image_quality(width: number, height: number): number;
  tessera_image_max_upscale(width: number, height: number): number;
  tessera_image_urls(
    rowsPtr: number,
    count: number,
    textPtr: number,
    textLen: number,
    hostLen: number,
    lengthsPtr: number,
  ): number;
  tessera_image_urls_output(): number;
  tessera_image_urls_output_len(): number;
  tessera_image_request_stride(): number;
}

/** crates/wasm/src/layout_queries.rs */
export interface LayoutQueryExports {
  tessera_nearest_item(
    rectsPtr: number,
    itemCount: number,
    index: number,
    direction: number,
  ): number;
  tessera_last_visible_item(rectsPtr: number, itemCount: number, height: number): number;
}

export interface TesseraExports
  extends MemoryExports, LayoutExports, ImageUrlExports, LayoutQueryExports {}

/** Numbers in the summary a layout writes: width, height, columns. */
export const SUMMARY_LEN = 3;

const decoder = new TextDecoder();

/** Reads a UTF-8 string the module returned as pointer and length. */
export function readString(wasm: MemoryExports, ptr: number, len: number): string {
  return decoder.decode(new Uint8Array(wasm.memory.buffer, ptr >>> 0, len >>> 0));
}
