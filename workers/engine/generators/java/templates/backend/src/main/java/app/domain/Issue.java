package {{package}}.domain;

/** One problem with a request's input: the field it concerns ("" for the whole body) and what is wrong. */
public record Issue(String path, String message) {}
