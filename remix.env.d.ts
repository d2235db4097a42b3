/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch's types for loaders and actions (future flag v3_singleFetch is on).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
