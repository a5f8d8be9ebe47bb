// The failure-toast text: the product description's message plus the server's, never twice.
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { failureDescription } from "./notify";

const withMessage = new ApiError(400, "Bad Request", JSON.stringify({ message: "Name is too long", code: "bad_request" }));

describe("failureDescription", () => {
  it("adds the server's message to the product description's text", () => {
    expect(failureDescription(withMessage, "Failed to create trip")).toBe("Failed to create trip: Name is too long");
  });
  it("adds the server's message as a sentence after a text that already ends one", () => {
    expect(failureDescription(withMessage, "Unable to search for flights. Please try again.")).toBe(
      "Unable to search for flights. Please try again. Name is too long",
    );
  });
  it("keeps the product description's text alone when the server sent no message", () => {
    expect(failureDescription(new ApiError(502, "Bad Gateway", ""), "Failed to create trip")).toBe("Failed to create trip");
    expect(failureDescription(new ApiError(500, "", "<html>oops</html>"), "Failed to delete city")).toBe("Failed to delete city");
    expect(failureDescription(new TypeError("Failed to fetch"), "Failed to add event")).toBe("Failed to add event");
  });
  it("does not repeat a message the caller already included", () => {
    expect(failureDescription(withMessage, "Name is too long")).toBe("Name is too long");
    expect(failureDescription(withMessage, "Failed to send message: Name is too long")).toBe("Failed to send message: Name is too long");
  });
  it("uses the server's message when there is no text", () => {
    expect(failureDescription(withMessage)).toBe("Name is too long");
  });
});
