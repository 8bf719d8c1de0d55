import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * Builds the native package for the platform it runs on: a trimmed runtime (jlink), the application image
 * with a class-data-sharing archive (jpackage + a training run), then the installer (.deb, .msi or .dmg).
 * Run from the project folder by {@code mvn -Ppackage-app package}, which passes:
 * {@code java jpackage/PackageApp.java <version> <build dir> <types>}, types being "all" or "app-image".
 * A single-file program so the same steps run on Linux, Windows and macOS without a shell.
 */
public final class PackageApp {

    static final String CLI_LAUNCHER = "market-events";
    static final String DIRECT_START = "market-events-start";
    static final String CDS_ARCHIVE = "market-events-browser.jsa";
    static final String CDS_CLASS_LIST = "market-events-browser.classlist";
    static final long TRAINING_TIMEOUT_SECONDS = 90;
    /** The command the CDS training run performs: the demo service end to end, as analysts' scripts do. */
    static final List<String> TRAINING_COMMAND =
            List.of("events", "--demo", "--from", "2026-01-05", "--to", "2026-01-09", "--format", "csv");

    enum Platform {
        LINUX("linux", "deb", "market-events-browser"),
        WINDOWS("windows", "msi", "Market Events Browser"),
        MAC("mac", "dmg", "Market Events Browser");

        final String argsName;
        final String installerType;
        /** jpackage's --name (in the platform's argfile): the image folder and the window launcher. */
        final String appName;

        Platform(String argsName, String installerType, String appName) {
            this.argsName = argsName;
            this.installerType = installerType;
            this.appName = appName;
        }

        static Platform current() {
            String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
            return os.startsWith("windows") ? WINDOWS : os.startsWith("mac") ? MAC : LINUX;
        }

        /** The folder of the image that holds the jars ($APPDIR in launcher options). */
        Path appDir(Path image) {
            return switch (this) {
                case LINUX -> image.resolve("lib/app");
                case WINDOWS -> image.resolve("app");
                case MAC -> image.resolve("Contents/app");
            };
        }

        Path launcher(Path image, String name) {
            return switch (this) {
                case LINUX -> image.resolve("bin").resolve(name);
                case WINDOWS -> image.resolve(name + ".exe");
                case MAC -> image.resolve("Contents/MacOS").resolve(name);
            };
        }

        String imageFolderName() {
            return this == MAC ? appName + ".app" : appName;
        }

        /** Tools jpackage needs for the installer, each with what to do when it is missing. */
        Map<String, String> installerTools() {
            return switch (this) {
                case LINUX -> Map.of(
                        "dpkg-deb", "install Debian's dpkg (apt-get install dpkg)",
                        "fakeroot", "install fakeroot (apt-get install fakeroot)");
                case WINDOWS -> Map.of(
                        "candle.exe", "install WiX Toolset 3.x and put its bin folder on the PATH",
                        "light.exe", "install WiX Toolset 3.x and put its bin folder on the PATH");
                case MAC -> Map.of("hdiutil", "run on macOS with its standard tools");
            };
        }
    }

    private final String version;
    private final Path build;
    private final Path out;
    private final Platform platform = Platform.current();

    private PackageApp(String version, Path build) {
        this.version = version;
        this.build = build;
        this.out = build.resolve("jpackage");
    }

    public static void main(String[] args) {
        if (args.length != 3 || !List.of("all", "app-image").contains(args[2])) {
            System.err.println("usage: java jpackage/PackageApp.java <version> <build dir> all|app-image");
            System.exit(2);
        }
        try {
            new PackageApp(args[0], Path.of(args[1])).run(args[2].equals("all"));
        } catch (PackagingException e) {
            System.err.println("[package-app] FAILED: " + e.getMessage());
            System.exit(1);
        }
    }

    private void run(boolean withInstaller) {
        long started = System.nanoTime();
        List<String> missingInstallerTools = withInstaller ? missingInstallerTools() : List.of();
        Path input = stageInput();
        Path runtime = jlink();
        Path image = appImage(input, runtime);
        if (platform == Platform.LINUX) {
            addDirectStart(image);
        }
        trainClassDataSharing(image);
        log("app-image: " + image + " (" + megabytes(image) + ")");
        if (withInstaller) {
            if (!missingInstallerTools.isEmpty()) {
                throw new PackagingException("cannot build the ." + platform.installerType + " installer; missing: "
                        + String.join("; ", missingInstallerTools)
                        + ". The app-image above is complete; -Dpackage.types=app-image skips the installer.");
            }
            Path installer = installer(image);
            log("installer: " + installer + " (" + megabytes(installer) + ")");
        }
        log("done in " + (System.nanoTime() - started) / 1_000_000_000 + " s");
    }

    private List<String> missingInstallerTools() {
        List<String> missing = new ArrayList<>();
        platform.installerTools().forEach((tool, remedy) -> {
            if (!onPath(tool)) {
                missing.add(tool + " (" + remedy + ")");
            }
        });
        return missing;
    }

    /** The third-party notices (Help ▸ About shows them too), beside the jars in the image; a .deb's copyright. */
    static final Path NOTICES = Path.of("src/main/resources/com/marketevents/ui/THIRD-PARTY-NOTICES.txt");

    /**
     * The files jpackage copies into the image: the application jar, its runtime dependencies and the third-party
     * notices.
     */
    private Path stageInput() {
        Path jar = build.resolve("market-events-browser.jar");
        Path lib = build.resolve("lib");
        if (!Files.isRegularFile(jar) || !Files.isDirectory(lib)) {
            throw new PackagingException(jar + " or " + lib + " is missing; run from `mvn -Ppackage-app package`");
        }
        deleteRecursively(out);
        Path input = out.resolve("input");
        try {
            Files.createDirectories(input.resolve("lib"));
            Files.copy(jar, input.resolve(jar.getFileName()));
            Files.copy(NOTICES, input.resolve(NOTICES.getFileName()));
            try (Stream<Path> jars = Files.list(lib)) {
                for (Path dependency : jars.filter(p -> p.toString().endsWith(".jar")).toList()) {
                    Files.copy(dependency, input.resolve("lib").resolve(dependency.getFileName()),
                            StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        } catch (IOException e) {
            throw new PackagingException("cannot stage the jars and notices in " + input + ": " + e.getMessage());
        }
        return input;
    }

    private Path jlink() {
        Path runtime = out.resolve("runtime");
        log("jlink: trimmed runtime -> " + runtime);
        tool("jlink", "@jpackage/jlink.args", "--output", runtime.toString());
        return runtime;
    }

    private Path appImage(Path input, Path runtime) {
        Path dest = out.resolve("image");
        log("jpackage: app-image -> " + dest);
        tool("jpackage", "--type", "app-image", "--app-version", version,
                "@jpackage/common.args", "@jpackage/app-image.args", "@jpackage/" + platform.argsName + ".args",
                "--input", input.toString(), "--runtime-image", runtime.toString(), "--dest", dest.toString());
        return dest.resolve(platform.imageFolderName());
    }

    /** Adds lib/market-events-start, the quick start that the .deb puts on the PATH and in the menu entry. */
    private static void addDirectStart(Path image) {
        Path script = image.resolve("lib").resolve(DIRECT_START);
        try {
            Files.copy(Path.of("jpackage/linux-launcher").resolve(DIRECT_START), script);
            script.toFile().setExecutable(true, false);
        } catch (IOException e) {
            throw new PackagingException("cannot add " + script + ": " + e.getMessage());
        }
    }

    /**
     * Writes the application's class-data-sharing archive: training runs record the classes they load
     * (the command line always; the window too when a display or xvfb-run is at hand and the window honours
     * -Dmeb.startupProbe=exit), then one launch dumps them with -Xshare:dump. The launcher itself runs every
     * step, so the archive records exactly the class path it will be checked against. JVM options come from
     * JAVA_TOOL_OPTIONS, so the launcher's own options stay as shipped. The class list is kept in the image:
     * an installer re-dumps the archive at the installed path (the JVM rejects an archive that was made for
     * other paths), see linux-resources/postinst.
     */
    private void trainClassDataSharing(Path image) {
        Path appDir = platform.appDir(image);
        Path archive = appDir.resolve(CDS_ARCHIVE);
        Path classList = appDir.resolve(CDS_CLASS_LIST);
        Path work = out.resolve("cds");
        createDirectories(work);

        Path cliList = work.resolve("cli.classlist");
        log("class-data sharing: training run `" + CLI_LAUNCHER + " " + String.join(" ", TRAINING_COMMAND) + "`");
        Result cli = launch(platform.launcher(image, CLI_LAUNCHER), TRAINING_COMMAND,
                "-XX:DumpLoadedClassList=" + quoted(cliList), work.resolve("cli.log"), Display.NONE);
        if (cli.exitCode != 0 || !Files.isRegularFile(cliList)) {
            throw new PackagingException("the CDS training run failed (exit " + cli.exitCode + "):\n" + cli.output);
        }
        List<Path> lists = new ArrayList<>(List.of(cliList));
        windowTraining(image, work).ifPresent(lists::add);
        mergeClassLists(lists, classList);

        // Dumped through the window's launcher: its collector (G1) is the one whose archived heap objects
        // JDK 17 keeps, and the command line, on the serial collector, maps the same archive.
        Result dump = launch(platform.launcher(image, platform.appName), List.of(),
                "-Xshare:dump -XX:SharedClassListFile=" + quoted(classList), work.resolve("dump.log"), Display.NONE);
        if (dump.exitCode != 0 || !Files.isRegularFile(archive)) {
            throw new PackagingException("the CDS dump failed (exit " + dump.exitCode + "):\n" + dump.output);
        }
        Path loadLog = work.resolve("class-load.log");
        Result check = launch(platform.launcher(image, CLI_LAUNCHER), List.of("--version"),
                "-Xlog:class+load=info:file=" + quoted(loadLog), work.resolve("check.log"), Display.NONE);
        String loads = check.exitCode == 0 && Files.isRegularFile(loadLog) ? readString(loadLog) : "";
        if (!loads.contains("java.lang.Object source: shared objects file")) {
            throw new PackagingException("the launcher does not map the CDS archive " + archive + ":\n" + check.output);
        }
        if (!loads.contains("com.marketevents.Main source: shared objects file")) {
            String why = "application classes are not shared (JDK 17 shares them only from a class path without spaces: "
                    + appDir + ")";
            if (!appDir.toString().contains(" ")) {
                throw new PackagingException(why);
            }
            log("class-data sharing: WARNING " + why + "; JDK classes are shared");
        }
        log("class-data sharing: " + archive.getFileName() + " (" + megabytes(archive) + ", "
                + lines(classList) + " classes) maps at launch");
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Records the classes of a window start, if a display can be had; empty (and says why) otherwise. */
    private Optional<Path> windowTraining(Path image, Path work) {
        boolean display = System.getenv("DISPLAY") != null || platform != Platform.LINUX;
        boolean xvfb = onPath("xvfb-run");
        if (!display && !xvfb) {
            log("class-data sharing: no display and no xvfb-run; the archive covers the command line only");
            return Optional.empty();
        }
        Path windowList = work.resolve("window.classlist");
        log("class-data sharing: training run of the window (first frame, then exit)");
        Result window = launch(platform.launcher(image, platform.appName), List.of(),
                "-XX:DumpLoadedClassList=" + quoted(windowList) + " -Dmeb.startupProbe=exit",
                work.resolve("window.log"), display ? Display.INHERIT : Display.XVFB);
        if (window.exitCode != 0 || !window.output.contains("first-frame") || !Files.isRegularFile(windowList)) {
            log("class-data sharing: the window training run did not report its first frame (exit "
                    + window.exitCode + ", see " + work.resolve("window.log") + "); the archive covers the command line only");
            return Optional.empty();
        }
        return Optional.of(windowList);
    }

    /** Concatenates class lists, keeping the first occurrence of each line (JDK 17 lists carry no ids). */
    private static void mergeClassLists(List<Path> lists, Path merged) {
        Set<String> lines = new LinkedHashSet<>();
        try {
            for (Path list : lists) {
                lines.addAll(Files.readAllLines(list));
            }
            Files.write(merged, lines);
        } catch (IOException e) {
            throw new PackagingException("cannot merge the class lists into " + merged + ": " + e.getMessage());
        }
    }

    /**
     * Wraps the image in the platform's installer. The CDS archive stays out of it: it names the build
     * folder's paths, so the installer dumps its own at the installed place (the class list goes in).
     */
    private Path installer(Path image) {
        log("jpackage: ." + platform.installerType + " installer -> " + out);
        Path archive = platform.appDir(image).resolve(CDS_ARCHIVE);
        Path parked = out.resolve("cds").resolve(CDS_ARCHIVE);
        move(archive, parked);
        try {
            packageInstaller(image);
        } finally {
            move(parked, archive);
        }
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(p -> p.toString().endsWith("." + platform.installerType)).findFirst()
                    .orElseThrow(() -> new PackagingException("jpackage wrote no ." + platform.installerType));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void packageInstaller(Path image) {
        tool("jpackage", "--type", platform.installerType, "--app-version", version,
                "@jpackage/common.args", "@jpackage/" + platform.argsName + ".args",
                "@jpackage/" + platform.argsName + "-installer.args",
                "--app-image", image.toString(), "--dest", out.toString());
        if (platform == Platform.LINUX) {
            moveCopyrightToUsrShareDoc();
        }
    }

    /**
     * jpackage puts a .deb's copyright file under the install folder (/opt/NAME/share/doc/copyright) unless the
     * package installs into /usr; Debian's tools (and lintian) look for /usr/share/doc/NAME/copyright. The
     * package is unpacked, the file moved there, and the package built again (same contents otherwise).
     */
    private void moveCopyrightToUsrShareDoc() {
        String name = platform.appName;
        Path deb;
        try (Stream<Path> files = Files.list(out)) {
            deb = files.filter(p -> p.toString().endsWith(".deb")).findFirst()
                    .orElseThrow(() -> new PackagingException("jpackage wrote no .deb"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Path root = out.resolve("deb-root");
        deleteRecursively(root);
        command("dpkg-deb", "--raw-extract", deb.toString(), root.toString());
        Path installed = root.resolve("opt").resolve(name);
        Path docs = root.resolve("usr/share/doc").resolve(name);
        try {
            for (Path folder = docs; !folder.equals(root); folder = folder.getParent()) {
                Files.createDirectories(folder);
                Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
            Files.move(installed.resolve("share/doc/copyright"), docs.resolve("copyright"));
            Files.delete(installed.resolve("share/doc"));
            Files.delete(installed.resolve("share"));
        } catch (IOException e) {
            throw new PackagingException("cannot move the copyright file to /usr/share/doc/" + name + ": " + e);
        }
        command("fakeroot", "dpkg-deb", "-Zxz", "--build", root.toString(), deb.toString());
        deleteRecursively(root);
    }

    private static void command(String... command) {
        try {
            Process process = new ProcessBuilder(command).inheritIO().start();
            if (process.waitFor() != 0) {
                throw new PackagingException(String.join(" ", command) + " failed (exit " + process.exitValue() + ")");
            }
        } catch (IOException e) {
            throw new PackagingException("cannot run " + command[0] + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PackagingException("interrupted while running " + command[0]);
        }
    }

    private static void move(Path from, Path to) {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new PackagingException("cannot move " + from + " to " + to + ": " + e.getMessage());
        }
    }

    private static void tool(String name, String... rawArgs) {
        String[] args = Stream.of(rawArgs)
                .flatMap(arg -> arg.startsWith("@") ? argFile(Path.of(arg.substring(1))).stream() : Stream.of(arg))
                .toArray(String[]::new);
        ToolProvider tool = ToolProvider.findFirst(name).orElseThrow(() -> new PackagingException(
                name + " is not in this JDK (" + System.getProperty("java.home") + "); build with a full JDK 17+"));
        int exit = tool.run(System.out, System.err, args);
        if (exit != 0) {
            throw new PackagingException(name + " failed (exit " + exit + "), arguments: " + Arrays.toString(args));
        }
    }

    /**
     * Reads an argument file: whitespace-separated words, double quotes around words with spaces, lines
     * starting with # are comments. Expanded here because the in-process tools do not expand @files.
     */
    static List<String> argFile(Path file) {
        List<String> words = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank() || line.strip().startsWith("#")) {
                    continue;
                }
                StringBuilder word = new StringBuilder();
                boolean quoted = false;
                boolean inWord = false;
                for (char c : line.toCharArray()) {
                    if (c == '"') {
                        quoted = !quoted;
                        inWord = true;
                    } else if (Character.isWhitespace(c) && !quoted) {
                        if (inWord) {
                            words.add(word.toString());
                            word.setLength(0);
                            inWord = false;
                        }
                    } else {
                        word.append(c);
                        inWord = true;
                    }
                }
                if (quoted) {
                    throw new PackagingException(file + ": unbalanced quotes in: " + line);
                }
                if (inWord) {
                    words.add(word.toString());
                }
            }
        } catch (IOException e) {
            throw new PackagingException("cannot read the argument file " + file + ": " + e.getMessage());
        }
        return words;
    }

    private record Result(int exitCode, String output) {
    }

    /** How a launch gets a display: none (the command line must not need one), the caller's, or Xvfb. */
    enum Display { NONE, INHERIT, XVFB }

    private static Result launch(Path launcher, List<String> args, String jvmOptions, Path log, Display display) {
        List<String> command = new ArrayList<>();
        if (display == Display.XVFB) {
            command.addAll(List.of("xvfb-run", "--auto-servernum", "--server-args=-screen 0 1280x800x24"));
        }
        command.add(launcher.toString());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        // Training runs the demo service on preferences of their own: the builder's configured service and
        // key are never called by a build, and the builder's window settings are left as they were.
        builder.environment().remove("MARKET_EVENTS_BASE_URL");
        builder.environment().remove("MARKET_EVENTS_API_KEY");
        builder.environment().put("JAVA_TOOL_OPTIONS",
                jvmOptions + " -Djava.util.prefs.userRoot=" + quoted(log.resolveSibling("preferences")));
        if (display == Display.NONE) {
            builder.environment().remove("DISPLAY");
        }
        try {
            Process process = builder.start();
            process.getOutputStream().close();
            boolean finished = process.waitFor(TRAINING_TIMEOUT_SECONDS, TimeUnit.SECONDS);
            if (!finished) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor();
            }
            String output = Files.readString(log);
            return new Result(finished ? process.exitValue() : -1,
                    finished ? output : output + "\n(stopped after " + TRAINING_TIMEOUT_SECONDS + " s)");
        } catch (IOException e) {
            throw new PackagingException("cannot run " + launcher + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PackagingException("interrupted while running " + launcher);
        }
    }

    private static String quoted(Path path) {
        return "\"" + path + "\"";
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.filter(line -> !line.startsWith("#") && !line.startsWith("@")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void createDirectories(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new PackagingException("cannot create " + folder + ": " + e.getMessage());
        }
    }

    private static boolean onPath(String tool) {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(path.split(java.io.File.pathSeparator))
                .filter(dir -> !dir.isEmpty())
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }

    private static void deleteRecursively(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new PackagingException("cannot delete the previous " + folder + ": " + e.getMessage());
        }
    }

    private static String megabytes(Path path) {
        try (Stream<Path> files = Files.walk(path)) {
            long bytes = files.filter(Files::isRegularFile).mapToLong(p -> {
                try {
                    return Files.size(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum();
            return String.format(Locale.ROOT, "%.1f MB", bytes / 1_000_000.0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void log(String message) {
        System.out.println("[package-app] " + message);
    }

    static final class PackagingException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PackagingException(String message) {
            super(message);
        }
    }
}
