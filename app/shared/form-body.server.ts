// A posted form's fields for the actions that read them with `request.formData()`, which throws a
// TypeError for a body of any other type (JSON, text, none) or a broken multipart one: that is the
// sender's mistake, answered 400, not a 500 with a stack trace in the log.
import { data } from "react-router";

export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    // A client that went away is not a bad form: let the router see the abort as it is.
    if (request.signal.aborted) throw error;
    throw data("The request body is not a form.", { status: 400 });
  }
}
