import type { ItemType } from "@campus/shared";

const shapes: Record<ItemType, string> = {
  wallet:
    "M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm0 0 11-3v3M16 12h4v3h-4a1.5 1.5 0 0 1 0-3Z",
  phone: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 17h2",
  laptop: "M5 5h14a1 1 0 0 1 1 1v9H4V6a1 1 0 0 1 1-1ZM2 17h20l-1 2H3l-1-2Z",
  other: "M3 8l9-5 9 5v8l-9 5-9-5V8Zm0 0 9 5 9-5M12 13v8",
};

/** A line drawing of the item type, for reports without a photo (decorative). */
export function ItemIcon({ type, className = "" }: { type: ItemType; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={shapes[type]} />
    </svg>
  );
}
