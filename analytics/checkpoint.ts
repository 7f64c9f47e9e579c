/**
 * DuckDB checkpoints inside the commit that takes its WAL past `checkpoint_threshold` (16 MB by
 * default), and a checkpoint's cost grows with the stored tables far more than with the WAL: at
 * 10M page views it took ~5 s, on every fourth group commit under load (ingest 6,200 events/s). At
 * 256 MB it comes once per ~1M events (8.5 s) and ingest ran at 20,000 events/s on the same file;
 * the price is a longer replay after a crash (a 244 MB WAL: 9.8 s at start). The ingest folds the
 * WAL when it is idle, so a quiet site rarely carries one (docs/decisions/0007, amended).
 */
export const CHECKPOINT_THRESHOLD = "256MB";
