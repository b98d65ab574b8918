/// A radio button in a bordered label, as the pages list addresses and funding sources.
enum PageChoice {
    /// `<label class="choice"><input type="radio" …> label</label>`; `label` is HTML the caller escaped.
    static func radio(name: String, value: Int, checked: Bool, label: String) -> String {
        let id = "\(HTML.escape(name))-\(value)"
        return
            #"<label class="choice" for="\#(id)"><input type="radio" id="\#(id)" name="\#(HTML.escape(name))" value="\#(value)"\#(checked ? " checked" : "")><span class="text">\#(label)</span></label>"#
    }
}
