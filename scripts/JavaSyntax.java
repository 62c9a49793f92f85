import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreeScanner;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.lang.model.element.Modifier;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What can be proven about a generated Java backend without its dependencies (no Maven Central here):
 * pom.xml is well-formed XML; every .java file parses with the JDK's own parser at the pom's language level
 * (parse only: no attribution, so Spring's types need not resolve); each file's package matches its folder and
 * its public type matches its name; and every import from the app's own package names a generated type.
 *
 * Usage: java scripts/JavaSyntax.java --pom backend/pom.xml [--root backend/src/main/java]... File.java...
 * Prints what it checked; exits 1 on any problem, 2 on wrong usage.
 */
public final class JavaSyntax {
  private final List<String> problems = new ArrayList<>();

  private void problem(String message) {
    problems.add(message);
    System.out.println("FAIL " + message);
  }

  public static void main(String[] args) throws Exception {
    String pom = null;
    List<Path> roots = new ArrayList<>();
    List<File> files = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--pom" -> pom = args[++i];
        case "--root" -> roots.add(Path.of(args[++i]).toAbsolutePath().normalize());
        default -> files.add(new File(args[i]));
      }
    }
    if (pom == null || files.isEmpty()) {
      System.err.println("Usage: java JavaSyntax.java --pom pom.xml [--root src/main/java]... File.java...");
      System.exit(2);
    }
    JavaSyntax check = new JavaSyntax();
    check.run(pom, roots, files);
    System.exit(check.problems.isEmpty() ? 0 : 1);
  }

  private void run(String pomPath, List<Path> roots, List<File> files) throws Exception {
    // 1. pom.xml: well-formed, with the project's groupId (the app's package) and the language level.
    String appPackage = null;
    String release = "17";
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setNamespaceAware(true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(null); // the exception below says what is wrong; no second report on stderr
      Element project = builder.parse(new File(pomPath)).getDocumentElement();
      if (!"project".equals(project.getLocalName())) {
        problem(pomPath + ": the root element is <" + project.getLocalName() + ">, not <project>");
      }
      appPackage = childText(project, "groupId");
      Element properties = child(project, "properties");
      String level = properties == null ? null : childText(properties, "java.version");
      if (level != null) {
        release = level;
      }
      System.out.println("ok   " + pomPath + " is well-formed XML (groupId " + appPackage + ", Java " + release + ")");
    } catch (Exception malformed) {
      problem(pomPath + ": not well-formed XML: " + malformed.getMessage());
    }

    // 2. Every file parses (syntax only) at the pom's language level.
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      problem("no Java compiler: run this with a JDK (javac), not a JRE");
      return;
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StandardJavaFileManager fileManager = compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
    Iterable<? extends JavaFileObject> sources = fileManager.getJavaFileObjectsFromFiles(files);
    JavacTask task = (JavacTask) compiler.getTask(null, fileManager, diagnostics, List.of("--release", release, "-proc:none"), null, sources);
    List<CompilationUnitTree> units = new ArrayList<>();
    task.parse().forEach(units::add);
    Set<String> broken = new TreeSet<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      if (diagnostic.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      String name = diagnostic.getSource() == null ? "?" : diagnostic.getSource().getName();
      broken.add(name);
      problem(name + ":" + diagnostic.getLineNumber() + ":" + diagnostic.getColumnNumber() + ": " + diagnostic.getMessage(Locale.ROOT));
    }
    System.out.println((broken.isEmpty() ? "ok   " : "FAIL ") + (units.size() - broken.size()) + " of " + units.size()
        + " .java files parse (javac --release " + release + ", syntax only)");

    // 3. Packages match folders; public types match file names; collect every declared type.
    Map<String, String> declared = new TreeMap<>();
    Set<String> packages = new TreeSet<>();
    int placed = 0;
    for (CompilationUnitTree unit : units) {
      String file = new File(unit.getSourceFile().toUri()).getPath();
      String pkg = unit.getPackageName() == null ? "" : unit.getPackageName().toString();
      packages.add(pkg);
      Path folder = Path.of(file).toAbsolutePath().normalize().getParent();
      String expected = pkg.isEmpty() ? "" : pkg.replace('.', File.separatorChar);
      boolean underRoot = roots.isEmpty()
          ? folder.toString().endsWith(File.separator + expected) || expected.isEmpty()
          : roots.stream().anyMatch(root -> folder.equals(expected.isEmpty() ? root : root.resolve(expected)));
      if (!underRoot) {
        problem(file + ": package " + pkg + " does not match its folder " + folder);
      } else {
        placed++;
      }
      String simpleName = Path.of(file).getFileName().toString().replaceFirst("\\.java$", "");
      for (Tree type : unit.getTypeDecls()) {
        if (type instanceof ClassTree classTree) {
          String name = classTree.getSimpleName().toString();
          if (classTree.getModifiers().getFlags().contains(Modifier.PUBLIC) && !name.equals(simpleName)) {
            problem(file + ": public type " + name + " must be in " + name + ".java");
          }
          collect(classTree, pkg.isEmpty() ? name : pkg + "." + name, file, declared);
        }
      }
    }
    System.out.println((placed == units.size() ? "ok   " : "FAIL ") + placed + " of " + units.size() + " files declare the package of their folder");

    // 4. Imports from the app's own package name generated types (or packages, for wildcard imports).
    if (appPackage == null || appPackage.isBlank()) {
      // Without a readable pom, the app's package is the one of its @SpringBootApplication class.
      appPackage = units.stream()
          .filter(unit -> unit.getPackageName() != null && unit.getSourceFile().getName().endsWith("Application.java"))
          .map(unit -> unit.getPackageName().toString())
          .findFirst()
          .orElse(null);
      if (appPackage == null) {
        problem("the app's package is unknown: pom.xml has no groupId and there is no Application.java");
        return;
      }
    }
    String prefix = appPackage + ".";
    int appImports = 0;
    int missing = 0;
    for (CompilationUnitTree unit : units) {
      for (ImportTree importTree : unit.getImports()) {
        String name = importTree.getQualifiedIdentifier().toString();
        if (!name.startsWith(prefix)) {
          continue;
        }
        appImports++;
        String owner = name.substring(0, name.lastIndexOf('.'));
        boolean wildcard = name.endsWith(".*");
        boolean found = importTree.isStatic()
            ? declared.containsKey(owner)
            : wildcard ? packages.contains(owner) || declared.containsKey(owner) : declared.containsKey(name);
        if (!found) {
          missing++;
          problem(new File(unit.getSourceFile().toUri()).getPath() + ": imports " + name + ", which no generated file declares");
        }
      }
    }
    System.out.println((missing == 0 ? "ok   " : "FAIL ") + (appImports - missing) + " of " + appImports + " imports from "
        + appPackage + " name generated types (" + declared.size() + " types declared)");

    // 5. Types used without an import (UpperCamel names) are in java.lang, the file's own package or the file itself.
    int unresolved = 0;
    int names = 0;
    for (CompilationUnitTree unit : units) {
      Set<String> known = new TreeSet<>();
      boolean openWildcard = false;
      for (ImportTree importTree : unit.getImports()) {
        String name = importTree.getQualifiedIdentifier().toString();
        String last = name.substring(name.lastIndexOf('.') + 1);
        if (last.equals("*")) {
          String owner = name.substring(0, name.length() - 2);
          if (!importTree.isStatic() && owner.startsWith(prefix)) {
            declared.keySet().stream().filter(type -> type.startsWith(owner + ".")).forEach(type -> known.add(type.substring(owner.length() + 1)));
          } else {
            openWildcard = true;
          }
        } else {
          known.add(last);
        }
      }
      if (openWildcard) {
        continue;
      }
      String pkg = unit.getPackageName() == null ? "" : unit.getPackageName().toString();
      declared.keySet().stream()
          .filter(type -> type.startsWith(pkg + ".") && type.indexOf('.', pkg.length() + 1) < 0)
          .forEach(type -> known.add(type.substring(pkg.length() + 1)));
      Set<String> used = new TreeSet<>();
      new TreeScanner<Void, Void>() {
        @Override
        public Void visitClass(ClassTree type, Void unused) {
          known.add(type.getSimpleName().toString());
          type.getTypeParameters().forEach(parameter -> known.add(parameter.getName().toString()));
          return super.visitClass(type, unused);
        }

        @Override
        public Void visitMethod(com.sun.source.tree.MethodTree method, Void unused) {
          method.getTypeParameters().forEach(parameter -> known.add(parameter.getName().toString()));
          return super.visitMethod(method, unused);
        }

        @Override
        public Void visitVariable(com.sun.source.tree.VariableTree variable, Void unused) {
          known.add(variable.getName().toString());
          return super.visitVariable(variable, unused);
        }

        @Override
        public Void visitIdentifier(com.sun.source.tree.IdentifierTree identifier, Void unused) {
          String name = identifier.getName().toString();
          if (name.matches("[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*")) {
            used.add(name);
          }
          return null;
        }
      }.scan(unit, null);
      for (String name : used) {
        names++;
        if (!known.contains(name) && !inJavaLang(name)) {
          unresolved++;
          problem(new File(unit.getSourceFile().toUri()).getPath() + ": uses " + name
              + ", which is neither imported, in java.lang, nor declared in package " + pkg);
        }
      }
    }
    System.out.println((unresolved == 0 ? "ok   " : "FAIL ") + (names - unresolved) + " of " + names
        + " type names used without an import are in java.lang or the app's own files");
  }

  private static boolean inJavaLang(String name) {
    try {
      Class.forName("java.lang." + name, false, ClassLoader.getPlatformClassLoader());
      return true;
    } catch (ClassNotFoundException notThere) {
      return false;
    }
  }

  /** Records a type and its nested types by their qualified names, refusing one name declared twice. */
  private void collect(ClassTree type, String qualified, String file, Map<String, String> declared) {
    String earlier = declared.putIfAbsent(qualified, file);
    if (earlier != null) {
      problem(file + ": " + qualified + " is already declared in " + earlier);
    }
    new TreeScanner<Void, Void>() {
      @Override
      public Void visitClass(ClassTree nested, Void unused) {
        if (nested != type) {
          collect(nested, qualified + "." + nested.getSimpleName(), file, declared);
          return null;
        }
        return super.visitClass(nested, unused);
      }
    }.scan(type, null);
  }

  private static Element child(Element parent, String name) {
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && name.equals(element.getLocalName())) {
        return element;
      }
    }
    return null;
  }

  private static String childText(Element parent, String name) {
    Element element = child(parent, name);
    return element == null ? null : element.getTextContent().trim();
  }
}
