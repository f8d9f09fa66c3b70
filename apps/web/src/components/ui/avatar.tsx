import placeholder from "../../assets/avatar-placeholder.svg";

/** A round profile photo, or the placeholder when there is none. Decorative: the name is beside it. */
export function Avatar({ src, className = "h-10 w-10" }: { src: string | null; className?: string }) {
  return (
    <img
      src={src ?? placeholder}
      alt=""
      className={`${className} rounded-full bg-brand-100 object-cover ring-2 ring-white`}
    />
  );
}
