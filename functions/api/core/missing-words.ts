// Words a resource's documentation leaves out or has to spare, as a value the build can place.

/**
 * A resource's words left out or to spare (a filter's, a tool's, a prompt's…), found when its
 * documents are first made for an index. It carries the resource so the build reports it as a
 * problem on the file where the words live, not as a crash.
 */
export class MissingWords extends Error {
  override name = "MissingWords";
  /** The resource whose words they are. */
  readonly resource: string;
  constructor(resource: string, message: string) {
    super(message);
    this.resource = resource;
  }
}
