#version 330 core
// One triangle that covers the viewport; no vertex buffer (draw 3 vertices with an empty VAO).
out vec2 glaze_uv;
void main() {
    vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    glaze_uv = p;
    gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}
