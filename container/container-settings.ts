/** Settings the container reads that are not public options (set by the host integration). */
export type ContainerSettings = {
  /** The modal is rendered inline in the page rather than as an overlay. */
  embedded?: boolean;
};
